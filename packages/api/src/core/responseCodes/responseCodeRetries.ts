import { classifyResponseCode, customMessageCode, messages } from '@wenxian/domain';
import { ApiCancelError, ApiError, ApiHttpError, ApiLoginRequiredError, ApiRetryLimitError } from './apiErrors';
import { MAX_RETRIES, type CallOptions } from './callOptions';
import { apiConfig } from '../config';
import { isEnvelope, type Envelope } from './envelope';
import { resyncServerTime } from '../signing/serverTimeResync';

/** What one attempt produced: an envelope to interpret, or a finished non-envelope result (blob, stream). */
export type Outcome<R> =
  | { kind: 'envelope'; status: number; body: Envelope<unknown> }
  | { kind: 'result'; value: R }
  | { kind: 'http-error'; status: number };

export type Attempt<R> = () => Promise<Outcome<R>>;

let openSafetyCheck: Promise<void> | undefined;

/** One safety check for every call that hits code 20 while it is open. */
function sharedSafetyCheck(): Promise<void> {
  openSafetyCheck ??= apiConfig()
    .passSafetyCheck()
    .finally(() => {
      openSafetyCheck = undefined;
    });
  return openSafetyCheck;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'CanceledError';
}

function handOverLogin(): void {
  const config = apiConfig();
  for (const name of config.authCookieNames) config.cookies.remove(name);
  config.redirectToLogin({ returnUrl: config.currentUrl(), appCode: config.appCode });
}

function messageFor(code: number, serverMessage: string, options: CallOptions): string {
  const override = options.messages?.[code];
  if (override !== undefined) return override;
  if (code === customMessageCode && options.customMessage) return options.customMessage;
  return serverMessage;
}

function notifies(code: number, options: CallOptions): boolean {
  if (options.silent) return false;
  const kind = classifyResponseCode(code);
  if (kind === 'safetyCheck' || kind === 'silent') return false;
  return !options.ignoreCodes?.includes(code);
}

function fail(error: ApiError, options: CallOptions): never {
  if (notifies(error.code, options) && error.message) apiConfig().notifyError(error.message);
  throw error;
}

/** Success: the data, or the whole envelope when data is false (doc 000 §4.1). */
function successValue(body: Envelope<unknown>): unknown {
  return body.data === false ? body : body.data;
}

/**
 * Runs attempts under the response-code rules of doc 000 §8: success codes return; login codes and
 * `toLogin` clear auth cookies and hand over the login redirect; 20 asks for the safety check then retries; 505 and
 * 10009 resync the clock then retry; each retry kind stops after MAX_RETRIES; anything else is an
 * ApiError shown through the notifier unless silent or ignored.
 */
export async function runCall<R>(path: string, options: CallOptions, attempt: Attempt<R>): Promise<R> {
  const retries = new Map<number, number>();
  const { signal } = options;
  for (;;) {
    if (signal?.aborted) throw new ApiCancelError(path, 'aborted');
    let outcome: Outcome<R>;
    try {
      outcome = await attempt();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (isAbort(error, signal)) throw new ApiCancelError(path, 'aborted');
      fail(new ApiHttpError(messages.errorPage.networkError, customMessageCode, 0, path), options);
    }
    if (outcome.kind === 'result') return outcome.value;
    if (outcome.kind === 'http-error') {
      fail(new ApiHttpError(messages.errorPage.networkError, customMessageCode, outcome.status, path), options);
    }
    const { body, status } = outcome;
    const { code } = body;
    const kind = classifyResponseCode(code);
    if (kind === 'success') return successValue(body) as R;
    if (body.toLogin || (kind === 'login' && options.goToLogin !== false)) {
      handOverLogin();
      throw new ApiLoginRequiredError(body.message, code, status, path);
    }
    if (kind === 'safetyCheck' || kind === 'resync') {
      const used = retries.get(code) ?? 0;
      if (used >= MAX_RETRIES) fail(new ApiRetryLimitError(body.message, code, status, path), options);
      retries.set(code, used + 1);
      if (kind === 'safetyCheck') {
        try {
          await sharedSafetyCheck();
        } catch {
          throw new ApiCancelError(path, 'safetyCheck');
        }
      } else {
        await resyncServerTime();
      }
      continue;
    }
    fail(new ApiError(messageFor(code, body.message, options), code, status, path), options);
  }
}

/** Turns an HTTP answer into an Outcome: 2xx and 501 carry envelopes; other statuses only when they have one. */
export function outcomeOf<R>(status: number, body: unknown, raw: () => R): Outcome<R> {
  const normal = (status >= 200 && status < 300) || status === 501;
  if (isEnvelope(body)) return { kind: 'envelope', status, body };
  if (normal) return { kind: 'result', value: raw() };
  return { kind: 'http-error', status };
}

/** A response text read as JSON when it is JSON, else kept as text (a body that only claimed to be JSON). */
export function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
