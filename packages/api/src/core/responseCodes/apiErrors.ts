/**
 * The typed error family of the call layer. Screens branch on the class (or `code`), never on text.
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    message: string,
    /** Envelope code, or -1 when the server gave none. */
    readonly code: number,
    /** HTTP status of the response, 0 when none arrived. */
    readonly status: number,
    /** Path of the call (without base path). */
    readonly path: string,
  ) {
    super(message);
  }
}

/** A login code (101/102/103/104/106/703) or `toLogin`: cookies were cleared and the login redirect handed over. */
export class ApiLoginRequiredError extends ApiError {
  override readonly name = 'ApiLoginRequiredError';
}

/** A retry limit (code 20, 505 or 10009) was reached: the call gives up after 5 retries. */
export class ApiRetryLimitError extends ApiError {
  override readonly name = 'ApiRetryLimitError';
}

/** The call was cancelled: the user closed the safety check, or the AbortSignal fired. */
export class ApiCancelError extends ApiError {
  override readonly name = 'ApiCancelError';
  constructor(
    path: string,
    readonly reason: 'safetyCheck' | 'aborted',
  ) {
    super(reason === 'safetyCheck' ? 'safety check cancelled' : 'request aborted', 0, 0, path);
  }
}

/** No usable response: network failure, timeout or an HTTP status other than 2xx/501. */
export class ApiHttpError extends ApiError {
  override readonly name = 'ApiHttpError';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
