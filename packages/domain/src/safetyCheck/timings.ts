import { timings } from '../codes/constants/businessLimits';

/** Delays of doc 000 §4.8: success closes after 200 ms; a wrong angle is shown for 1 s. */
export const safetyCheckTimings = {
  successCloseDelayMs: timings.safetyCheckSuccessCloseMs,
  wrongResetDelayMs: timings.safetyCheckErrorResetMs,
} as const;
