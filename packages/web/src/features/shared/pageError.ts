import { isRouteErrorResponse } from 'react-router-dom';
import type { PageError } from '@wenxian/domain';
import { toQueryError } from '../../app/apiSlice';

/** What a thrown route error says: the API code and HTTP status the domain's error-page rule reads. */
export function pageErrorOf(error: unknown): PageError & { message?: string } {
  if (isRouteErrorResponse(error)) {
    const body = (error.data ?? {}) as { code?: unknown; message?: unknown };
    return {
      statusCode: error.status,
      apiCode: typeof body.code === 'number' ? body.code : null,
      message: typeof body.message === 'string' ? body.message : undefined,
    };
  }
  const query = toQueryError(error);
  return { apiCode: query.code ?? null, statusCode: query.status ?? null, message: query.message };
}
