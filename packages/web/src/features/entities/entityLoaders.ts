import { settle } from '../../app/settle';
import { pageFailure } from '../../app/routeModule';

type QueryRequest = PromiseLike<unknown> & { unsubscribe(): void };

/** Starts every query of a page at once and waits for all (a failed one does not fail the page). */
export async function loadAll(requests: readonly QueryRequest[]): Promise<void> {
  await Promise.all(requests.map((request) => settle(request)));
}

/**
 * The page's own entity must be there: any failure of its call becomes the route's error page (pageFailure) —
 * a 404 (on the subject routes 主题词未找到), the safety check's 429, the backend's own failure as 502/503/504 —
 * never a page of empty names answered 200.
 */
export function requireFound<T extends { error?: unknown; data?: unknown }>(result: T): T {
  if (result.error) throw pageFailure(result.error);
  return result;
}

/** Rows per page of an entity's literature list (our choice, docs/decisions/entities.md). */
export const ENTITY_PAGE_SIZE = 10;

/** A positive page number from the address (?page=), 1 otherwise. */
export function pageOf(url: URL | URLSearchParams): number {
  const params = url instanceof URL ? url.searchParams : url;
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
