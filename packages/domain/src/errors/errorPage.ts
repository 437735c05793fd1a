import {
  notFoundCode,
  removedCode,
  searchLimitCodes,
  safetyCheckCode,
  tooFrequentCode,
} from '../codes/constants/responseCodes';

/** The error object of doc 000 §3. */
export interface PageError {
  apiCode?: number | null;
  statusCode?: number | null;
}

export type ErrorPageKind =
  'removed' | 'keywordNotFound' | 'searchLimit' | 'notFound' | 'safetyCheck' | 'tooFrequent' | 'serverError';

/** Topic routes: /subject and the /keyword paths that redirect to it. */
export function isSubjectRoute(pathname: string): boolean {
  return /^\/(?:subject|keyword)(?:\/|$)/.test(pathname);
}

/** Search routes: /search, /advancesearch, /searchhistory, /patent, /standard and every …/search page. */
export function isSearchRoute(pathname: string): boolean {
  return (
    /^\/(?:search|advancesearch|searchhistory|patent|standard)(?:\/|$)/.test(pathname) || /\/search\/?$/.test(pathname)
  );
}

/**
 * Error page choice (doc 000 §4.4), in the spec's order: apiCode 408 → resource removed; 404 on
 * the subject route → keyword-not-found; apiCode 70006/70007 on search → search limit; 404 →
 * not found; 20 and 21 → their own pages; anything else → server error. A 404 may come as the
 * apiCode or the HTTP status.
 */
export function chooseErrorPage(error: PageError, pathname: string): ErrorPageKind {
  const { apiCode, statusCode } = error;
  const is404 = apiCode === notFoundCode || statusCode === notFoundCode;
  if (apiCode === removedCode) return 'removed';
  if (is404 && isSubjectRoute(pathname)) return 'keywordNotFound';
  if (apiCode != null && (searchLimitCodes as readonly number[]).includes(apiCode) && isSearchRoute(pathname))
    return 'searchLimit';
  if (is404) return 'notFound';
  if (apiCode === safetyCheckCode) return 'safetyCheck';
  if (apiCode === tooFrequentCode) return 'tooFrequent';
  return 'serverError';
}

/** Error details are logged for every error page except those of 20, 21, 404 and 408. */
export function shouldLogErrorPage(kind: ErrorPageKind): boolean {
  return !(['safetyCheck', 'tooFrequent', 'notFound', 'keywordNotFound', 'removed'] as ErrorPageKind[]).includes(kind);
}
