import {
  data,
  type LoaderFunctionArgs,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from 'react-router-dom';
import type { ComponentType } from 'react';
import { pageStatusOf } from '@wenxian/domain';
import type { QueryError } from './apiSlice';
import type { AppStore } from './store';

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
  /** Other `<link>`s a reader of the page looks for (a document's `unapi-server`). */
  links?: ReadonlyArray<{ rel: string; href: string; type?: string; title?: string }>;
  /** schema.org JSON-LD, written into a nonce'd script. */
  jsonLd?: Record<string, unknown>;
  /** noindex for pages search engines should not keep (login, personal pages). */
  noindex?: boolean;
};

/** What a page loader receives: the request, the route's params, the per-request store and the parsed URL. */
export type PageLoaderArgs = Pick<LoaderFunctionArgs, 'request' | 'params'> & { store: AppStore; url: URL };

/**
 * A route module: `export const page = definePage({ Component, loader, head, ErrorBoundary })`. The loader fills
 * the RTK Query cache (endpoint.initiate) so the component's hooks find the data without fetching again; it may
 * return data for `head`, and throw `pageFailure(error)` for the error page with a true status. A page
 * without an error boundary of its own shows the site's (features/errors/RouteErrorPage) inside its layout.
 */
export type PageDefinition<Data = unknown> = {
  Component: ComponentType;
  /** May answer `data(value, { status })` to give the page a status of its own (a failed search: 500). */
  loader?: (args: PageLoaderArgs) => Promise<Data | DataWithResponseInit<Data>> | Data | DataWithResponseInit<Data>;
  head?: (args: { data: Data; url: URL; params: LoaderFunctionArgs['params'] }) => Partial<PageHead>;
  ErrorBoundary?: ComponentType;
  /**
   * Fetches what a navigation to the page renders at once besides its module (its parts loaded on use,
   * app/hydration/partOnUse.tsx), with the page's code on the visitor's intent (app/prefetchOnIntent.ts).
   */
  prefetch?: () => Promise<unknown>;
};

export function definePage<Data = undefined>(page: PageDefinition<Data>): PageDefinition<Data> {
  return page;
}

/**
 * Whether a loader answered `data(value, { status })`: what React Router's `data` makes (its own check,
 * isDataWithResponseInit, is internal).
 */
export function isDataWithStatus(value: unknown): value is DataWithResponseInit<unknown> {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}

/** A route module whatever its data type, as the route table holds it. */
export type LoadedPage = {
  Component: ComponentType;
  loader?: (args: PageLoaderArgs) => unknown;
  head?: (args: { data: never; url: URL; params: LoaderFunctionArgs['params'] }) => Partial<PageHead>;
  ErrorBoundary?: ComponentType;
  prefetch?: () => Promise<unknown>;
};

/**
 * The route's error answer when the page's own data cannot be shown: the error page the domain picks for the
 * call's code (doc 000 §4.4, `chooseErrorPage`), sent with the status the domain's `pageStatusOf` gives — the
 * one rule every page answers by (docs/decisions/web.md "Statuses"): 404, 410 for a removed record, 429 for the
 * safety check nobody can pass on a server (code 20/21), the call's own HTTP failure, 500 otherwise. A missing
 * address parameter is `pageFailure({ code: notFoundCode })`.
 */
export function pageFailure(failure: unknown): DataWithResponseInit<{ code: number; message: string }> {
  // RTK Query's own SerializedError (a string code) never comes from callApi, which makes every error a QueryError.
  const error = (failure ?? {}) as Partial<QueryError>;
  const apiCode = typeof error.code === 'number' ? error.code : undefined;
  const status = pageStatusOf({ apiCode, statusCode: error.status });
  return data({ code: apiCode ?? status, message: error.message ?? '' }, { status });
}
