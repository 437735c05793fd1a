/** A simulated server refusal: handlers turn it into the envelope `{ code, data: null, message }`. */
export class SimulatedError extends Error {
  override name = 'SimulatedError';
  constructor(
    readonly code: number,
    message: string,
    /** HTTP status; the platform answers most refusals with 200 and a code in the envelope. */
    readonly status = 200,
  ) {
    super(message);
  }
}
