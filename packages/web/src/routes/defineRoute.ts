import {
  generatePath,
  type LoaderFunctionArgs,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from 'react-router-dom';
import type { ComponentType } from 'react';
import { buildQuery } from '@wenxian/domain';
import type { AppStore } from '../app/store';
import type { LayoutId } from '../layouts/layoutIds';

/** Who owns a page (the `area` column of ../shared/spec/routes.txt). */
export type Area =
  'shell' | 'search' | 'documents' | 'accounts' | 'entities' | 'conference' | 'manager' | 'ai' | 'products' | 'content';

/** The `guard` column of routes.txt (doc 000 §6). */
export type Guard = 'none' | 'member' | 'author' | 'conference' | 'manager' | 'signed' | 'redirect';

/** A path: its React Router pattern and the one way to write a link to it. */
export type SitePath<Href extends (...args: never[]) => string> = { readonly path: string; readonly getHref: Href };

type ParamsOf<Pattern extends string> = Parameters<typeof generatePath<Pattern>>[1];
type Query = ReadonlyArray<readonly [string, string | undefined]>;

/**
 * A path whose links are the pattern filled with its params, plus an optional query; pass `href` when a
 * domain rule builds the address (search state, login return, pay page…).
 */
export function definePath<Pattern extends string>(
  pattern: Pattern,
): SitePath<(params?: ParamsOf<Pattern>, query?: Query) => string>;
export function definePath<Pattern extends string, Href extends (...args: never[]) => string>(
  pattern: Pattern,
  href: Href,
): SitePath<Href>;
export function definePath(pattern: string, href?: (...args: never[]) => string) {
  const fill = (params?: Record<string, string | null>, query: Query = []) =>
    `${generatePath(pattern, params as never)}${buildQuery(query)}`;
  return { path: pattern, getHref: href ?? fill };
}

/** What a page's head says: the spec's TDK (title, description, keywords), its canonical URL, extra meta. */
export type PageHead = {
  title: string;
  description?: string;
  keywords?: string;
  /** Path (with query when it matters) of the page's one address; made absolute on the server. */
  canonical?: string;
  /** Extra meta, e.g. Highwire `citation_*` tags; `name` may repeat (one citation_author per author). */
  meta?: ReadonlyArray<{ name?: string; property?: string; content: string }>;
  /** `<link rel="alternate">` files of the page (a document's exports), with their MIME type. */
  alternates?: ReadonlyArray<{ href: string; type: string; title: string }>;
  /** schema.org JSON-LD, written into a nonce'd script. */
  jsonLd?: Record<string, unknown>;
  /** noindex for pages search engines should not keep (login, personal pages). */
  noindex?: boolean;
};

/** What a page loader receives: the request, the route's params, the per-request store and the parsed URL. */
export type PageLoaderArgs = Pick<LoaderFunctionArgs, 'request' | 'params'> & { store: AppStore; url: URL };

/**
 * A page module: `export const page = definePage({ Component, loader, head })`. The loader fills the RTK
 * Query cache (endpoint.initiate) so the component's hooks find the data without fetching again; it may
 * return data for `head`, and throw `data(null, { status })` for the error page with a true status.
 */
export type PageDefinition<Data = unknown> = {
  Component: ComponentType;
  /** May answer `data(value, { status })` to give the page a status of its own (a failed search: 500). */
  loader?: (args: PageLoaderArgs) => Promise<Data | DataWithResponseInit<Data>> | Data | DataWithResponseInit<Data>;
  head?: (args: { data: Data; url: URL; params: LoaderFunctionArgs['params'] }) => Partial<PageHead>;
};

export function definePage<Data = undefined>(page: PageDefinition<Data>): PageDefinition<Data> {
  return page;
}

/** A page definition whatever its data type, as the route table holds it. */
export type LoadedPage = {
  Component: ComponentType;
  loader?: (args: PageLoaderArgs) => unknown;
  head?: (args: { data: never; url: URL; params: LoaderFunctionArgs['params'] }) => Partial<PageHead>;
};

/** One line of routes.txt made code: its pattern, guard and layout, and the page (absent until its issue lands). */
export type SiteRoute = {
  path: SitePath<(...args: never[]) => string>;
  guard: Guard;
  layout: LayoutId;
  /** The lazily loaded page module; a route without one answers the not-found page (404) after its guard. */
  page?: () => Promise<{ page: LoadedPage }>;
  /** For `guard: 'redirect'`: where the server answers 302 to (null → not found). */
  redirectTo?: (args: { params: LoaderFunctionArgs['params']; url: URL }) => string | null;
  /**
   * For a route routes.txt does not have (a page the spec gives calls but no screen): the decision file that
   * records it. routeTable.test.ts keeps the table equal to routes.txt apart from these.
   */
  beyondSpec?: `docs/decisions/${string}.md`;
};

export type AreaRoutes = { area: Area; routes: readonly SiteRoute[] };

/** A route of the table: a line of routes.txt with its area. */
export type TableRoute = SiteRoute & { area: Area };

/** The table's lines of some areas. */
export function tableOf(areas: readonly AreaRoutes[]): TableRoute[] {
  return areas.flatMap(({ area, routes }) => routes.map((route) => ({ ...route, area })));
}

export function defineArea(area: Area, routes: readonly SiteRoute[]): AreaRoutes {
  return { area, routes };
}
