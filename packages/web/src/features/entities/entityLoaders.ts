import { data } from 'react-router-dom';
import { notFoundCode } from '@wenxian/domain';
import { settle } from '../../app/prefetch';
import type { QueryError } from '../../app/apiSlice';

type QueryRequest = PromiseLike<unknown> & { unsubscribe(): void };

/** Starts every query of a page at once and waits for all (a failed one does not fail the page). */
export async function loadAll(requests: readonly QueryRequest[]): Promise<void> {
  await Promise.all(requests.map((request) => settle(request)));
}

/**
 * The page's own entity must exist: a 404 from its call becomes the route's error page with a true
 * 404 status (on the subject routes that page is 主题词未找到). Other failures render in place.
 */
export function requireFound<T extends { error?: unknown; data?: unknown }>(result: T): T {
  const error = result.error as QueryError | undefined;
  if (error && (error.code === notFoundCode || error.status === notFoundCode)) {
    throw data({ code: notFoundCode, message: error.message }, { status: notFoundCode });
  }
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
