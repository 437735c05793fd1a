import { messages, searchFailureMessage, serverErrorMessage, shellLabels, type ErrorPageKind } from '@wenxian/domain';

/**
 * The error pages of doc 000 §2.7: every kind the domain's `chooseErrorPage` returns (so the site
 * passes its result straight through), plus the blocked-address page (/block.html) and the generic
 * fallback. `tooFrequent` is the code-21 page, the too-frequent notice (docs/decisions/shell.md).
 */
export type ErrorPageVariant = ErrorPageKind | 'blocked' | 'generic';

export type ErrorPageContentInput = {
  kind: ErrorPageVariant;
  /** The API code behind the page (server error: whether the API message is shown; search limit: 70006 or 70007). */
  apiCode?: number;
  /** The API message, shown on the server-error page when `apiCode` is above 0. */
  message?: string;
};

export type ErrorPageContent = {
  /** The big number or code shown as the page's picture, if any. */
  code?: string;
  title: string;
  detail?: string;
  hasHomeLink: boolean;
};

/** Title, detail and picture of each error page. */
export function errorPageContent({ kind, apiCode, message }: ErrorPageContentInput): ErrorPageContent {
  const { errorPage } = messages;
  switch (kind) {
    case 'notFound':
      return { code: '404', title: errorPage.notFoundTitle, hasHomeLink: true };
    case 'removed':
      return { code: '408', title: errorPage.removedTitle, hasHomeLink: true };
    case 'serverError':
      return {
        code: '500',
        title: errorPage.genericTitle,
        detail: serverErrorMessage(apiCode, message),
        hasHomeLink: true,
      };
    case 'searchLimit':
      return {
        title: searchFailureMessage(apiCode),
        detail: shellLabels.errorPage.searchLimitHint,
        hasHomeLink: true,
      };
    case 'safetyCheck':
      return { title: errorPage.safetyCheckRequired, hasHomeLink: false };
    case 'tooFrequent':
      return { title: errorPage.tooFrequent, hasHomeLink: true };
    case 'keywordNotFound':
      return { code: '404', title: errorPage.subjectNotFound, hasHomeLink: true };
    case 'blocked':
      return {
        title: shellLabels.errorPage.blockedTitle,
        detail: shellLabels.errorPage.blockedHint,
        hasHomeLink: false,
      };
    case 'generic':
      return { title: errorPage.genericTitle, hasHomeLink: true };
  }
}
