import { apiConfig, postJson, type CallOptions } from '../core';
import { SITE_PATHS } from './paths';
import type { WebErrorLog } from './types';

/** Sends an error log to /web-save-error; silent, because a failing log must not raise another error. */
export function saveWebError(log: WebErrorLog, options: CallOptions = {}): Promise<unknown> {
  return postJson<unknown>(SITE_PATHS.saveError, log, { silent: true, ...options });
}

/** Builds the log from what the page knows, adding the local-storage text from the injected reader. */
export function webErrorLog(details: Omit<WebErrorLog, 'localStorage'>): WebErrorLog {
  return { ...details, localStorage: apiConfig().localStorageText() };
}
