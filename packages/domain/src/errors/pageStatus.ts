import {
  notFoundCode,
  removedCode,
  searchLimitCodes,
  safetyCheckCode,
  tooFrequentCode,
} from '../codes/constants/responseCodes';
import type { PageError } from './errorPage';

/**
 * The HTTP status a page answers with when its data call failed (docs/decisions/web.md): the call's own HTTP
 * error status; else by API code — 404 not found, 408 (resource removed) 410 Gone, 20/21 (safety check, too frequent)
 * 429, the search limits (70006/70007: the query cannot be searched, docs/decisions/search.md) 422; any other
 * failure 500.
 */
export function pageStatusOf(error: PageError): number {
  const { apiCode, statusCode } = error;
  if (statusCode != null && statusCode >= 400) return statusCode;
  if (apiCode === notFoundCode) return 404;
  if (apiCode === removedCode) return 410;
  if (apiCode === safetyCheckCode || apiCode === tooFrequentCode) return 429;
  if (apiCode != null && (searchLimitCodes as readonly number[]).includes(apiCode)) return 422;
  return 500;
}
