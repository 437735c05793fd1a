import { timings } from '../codes/constants/businessLimits';

/** Delays of doc 000 §4.8: success closes after 200 ms; a wrong angle is shown for 1 s. */
export const captchaTimings = {
  successCloseDelayMs: timings.captchaSuccessCloseMs,
  wrongResetDelayMs: timings.captchaErrorResetMs,
} as const;
