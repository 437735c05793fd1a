import type { UIMatch } from 'react-router-dom';
import { chooseErrorPage, messages, pageLabels } from '@wenxian/domain';
import type { Tdk } from '@wenxian/api';
import { errorPageContent } from '@wenxian/ui';
import { pageErrorOf } from '../shared/pageError';
import type { PageHead } from '../../app/routeModule';

/**
 * What every page loader resolves to: the page's head. The page's own data is read from the store by its
 * components; it is not loader data, which the server would send a second time in the router's hydration data.
 */
export type RouteData = { head: PageHead };

const siteDefaultHead: PageHead = {
  title: pageLabels.seo.title,
  description: pageLabels.seo.description,
  keywords: pageLabels.seo.keywords,
};

/**
 * A page's head: the site defaults, then what the operators configured for the address (getTdkByAddress),
 * then what the page itself knows (a document's title beats a section's TDK). A page title gets the site
 * suffix unless it already names the site.
 */
export function composeHead(tdk: Tdk | null | undefined, page: Partial<PageHead>, url: URL): PageHead {
  const title = page.title ? withSiteSuffix(page.title) : tdk?.title || siteDefaultHead.title;
  return {
    ...siteDefaultHead,
    ...(tdk?.description ? { description: tdk.description } : {}),
    ...(tdk?.keywords ? { keywords: tdk.keywords } : {}),
    canonical: `${url.pathname}${url.search}`,
    ...page,
    title,
  };
}

function withSiteSuffix(title: string): string {
  return title.includes(pageLabels.home.documentTitle) || title.endsWith(pageLabels.seo.titleSuffix)
    ? title
    : `${title}${pageLabels.seo.titleSuffix}`;
}

function isRouteData(value: unknown): value is RouteData {
  return typeof value === 'object' && value !== null && 'head' in value;
}

/**
 * The head of an error page: its own title (doc 000 §2.7: 404 资源未找到, 408 资源已下架, …) instead of the
 * site's, so a tab or a bookmark says what happened; never indexed.
 */
export function errorHead(error: unknown, pathname: string): PageHead {
  const { title } = errorPageContent({ kind: chooseErrorPage(pageErrorOf(error), pathname) });
  return { ...siteDefaultHead, title: withSiteSuffix(title), noindex: true };
}

/**
 * The head of a page that shows the slider check of codes 20/21 in place of its content (answered 429): the
 * check's own title (doc 000 §4.8 step 8), never the asked page's, and never indexed.
 */
export const safetyCheckPageHead: PageHead = {
  ...siteDefaultHead,
  title: withSiteSuffix(messages.safetyCheck.title),
  noindex: true,
};

/**
 * The head of the page: an error page's when a route failed (`errors`, the router's by route id), else the
 * deepest matched route that has one, else the site defaults.
 */
export function headOfMatches(
  matches: readonly Pick<UIMatch, 'data'>[],
  errors?: Readonly<Record<string, unknown>> | null,
  pathname = '/',
): PageHead {
  const error = errors ? Object.values(errors)[0] : undefined;
  if (error !== undefined) return errorHead(error, pathname);
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const data = matches[i]?.data;
    if (isRouteData(data)) return data.head;
  }
  return siteDefaultHead;
}
