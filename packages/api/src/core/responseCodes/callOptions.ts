import { requestLimits } from '@wenxian/domain';

/** Per-call choices every call function accepts as its last argument. */
export type CallOptions = {
  /** Cancels the call (and its retries and streams). */
  signal?: AbortSignal;
  /** Message overrides by code (doc 000 §8: per-call message maps). */
  messages?: Readonly<Partial<Record<number, string>>>;
  /** Message used for code -1. */
  customMessage?: string;
  /** Codes that never reach the error notifier for this call. */
  ignoreCodes?: readonly number[];
  /** Never notify (start-up calls, suggestions: doc 000 §7.2, §8). */
  silent?: boolean;
  /** Login codes clear cookies and hand over a login redirect; false leaves that to the caller. */
  goToLogin?: boolean;
};

/** The retry limit of code 20 and of each resync code (doc 000 §9). */
export const MAX_RETRIES: number = requestLimits.retryMax;
