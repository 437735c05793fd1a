import { buildErrorLog, type ErrorLogPage } from '@wenxian/domain';
import { apiConfig, postJson, type CallOptions } from '../core';
import { SITE_PATHS } from './paths';

/**
 * Sends the error log of a page (doc 000 §4.4, §7.2) to /web-save-error, built by the domain's rule with the
 * local-storage text of the injected reader. Silent: a failing log must not raise another error.
 */
export function saveWebError(page: ErrorLogPage, options: CallOptions = {}): Promise<unknown> {
  const log = buildErrorLog(page, apiConfig().localStorageText());
  return postJson<unknown>(SITE_PATHS.saveError, log, { silent: true, ...options });
}
