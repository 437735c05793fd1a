import type { UIMatch } from 'react-router-dom';
import { pageLabels } from '@wenxian/domain';
import type { Tdk } from '@wenxian/api';
import type { PageHead } from './defineRoute';

/** What every page loader resolves to: the page's own data and its head. */
export type RouteData<Data = unknown> = { data: Data; head: PageHead };

export const siteDefaultHead: PageHead = {
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

/** The head of the deepest matched route that has one (the page), else the site defaults. */
export function headOfMatches(matches: readonly Pick<UIMatch, 'data'>[]): PageHead {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const data = matches[i]?.data;
    if (isRouteData(data)) return data.head;
  }
  return siteDefaultHead;
}
