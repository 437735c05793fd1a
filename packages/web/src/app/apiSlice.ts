import { createAction } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { ApiCancelError } from '@wenxian/api';
import { safetyCheckCode } from '@wenxian/domain';

/** The error RTK Query carries: what the call layer raised, reduced to serialisable fields. */
export type QueryError = { code?: number; status?: number; message: string };

export function toQueryError(error: unknown): QueryError {
  // A call that met code 20 and whose check was not passed (closed, or on the server, where nobody can solve
  // it) keeps its code: the page then is the safety check page (doc 000 §2.7, §4.4), not a server error.
  if (error instanceof ApiCancelError && error.reason === 'safetyCheck')
    return { code: safetyCheckCode, status: 0, message: error.message };
  if (error && typeof error === 'object') {
    const e = error as { code?: unknown; status?: unknown; message?: unknown };
    return {
      code: typeof e.code === 'number' ? e.code : undefined,
      status: typeof e.status === 'number' ? e.status : undefined,
      message: typeof e.message === 'string' ? e.message : String(error),
    };
  }
  return { message: String(error) };
}

/** Wraps a @wenxian/api call as an RTK Query queryFn result. */
export async function callApi<T>(run: () => Promise<T>): Promise<{ data: T } | { error: QueryError }> {
  try {
    return { data: await run() };
  } catch (error) {
    return { error: toQueryError(error) };
  }
}

/**
 * One RTK Query api for the site; features add endpoints with injectEndpoints. Calls go through
 * @wenxian/api (never fetch/axios here), so signing, retries and codes are handled in one place.
 */
/** The query cache the server filled for this page, handed to the browser's store (RTK Query rehydration). */
export const serverStateHydrated = createAction<{ api?: unknown }>('app/serverStateHydrated');

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<QueryError>(),
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverStateHydrated.match(action) && reducerPath === 'api' ? (action.payload.api as never) : undefined,
  tagTypes: ['User', 'Quota', 'Wallet', 'Orders', 'Conversations', 'Subscriptions'],
  endpoints: () => ({}),
});
