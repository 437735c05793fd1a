import { messages, shellLabels, stopWordCode } from '@wenxian/domain';

/**
 * The error pages of doc 000 §2.7/§4.4. Which one to show is decided by the caller (the domain's
 * error-page choice); this component only knows how each one looks.
 */
export type ErrorPageKind =
  | 'notFound'
  | 'removed'
  | 'serverError'
  | 'searchLimit'
  | 'verify'
  | 'tooFrequent'
  | 'subjectNotFound'
  | 'blocked'
  | 'generic';

export type ErrorPageContentInput = {
  kind: ErrorPageKind;
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

/** 500 shows the API message if the API code is above 0 and a message exists, else the network message. */
function serverErrorDetail(apiCode: number | undefined, message: string | undefined): string {
  return apiCode !== undefined && apiCode > 0 && message ? message : messages.errorPage.networkError;
}

/** Title, detail and picture of each error page. */
export function errorPageContent({ kind, apiCode, message }: ErrorPageContentInput): ErrorPageContent {
  const { errorPage } = messages;
  switch (kind) {
    case 'notFound':
      return { code: '404', title: errorPage.notFoundTitle, hasHomeLink: true };
    case 'removed':
      return { code: '408', title: errorPage.removedTitle, hasHomeLink: true };
    case 'serverError':
      return { code: '500', title: errorPage.genericTitle, detail: serverErrorDetail(apiCode, message), hasHomeLink: true };
    case 'searchLimit':
      return {
        title: apiCode === stopWordCode ? errorPage.stopWord : errorPage.unsupportedWord,
        detail: shellLabels.errorPage.searchLimitHint,
        hasHomeLink: true,
      };
    case 'verify':
      return { title: errorPage.verifyRequired, hasHomeLink: false };
    case 'tooFrequent':
      return { title: errorPage.tooFrequent, hasHomeLink: true };
    case 'subjectNotFound':
      return { code: '404', title: errorPage.subjectNotFound, hasHomeLink: true };
    case 'blocked':
      return { title: shellLabels.errorPage.blockedTitle, detail: shellLabels.errorPage.blockedHint, hasHomeLink: false };
    case 'generic':
      return { title: errorPage.genericTitle, hasHomeLink: true };
  }
}
