import { http, HttpResponse } from 'msw';
import { resolvePath } from '../core/basePath';
import type { Envelope } from '../core/envelope';

/** Path pattern matching any origin, so the same handlers serve the browser, Node and the site server. */
export function apiPath(path: string): string {
  return `*${resolvePath(path)}`;
}

export function ok<T>(data: T, message = 'success'): HttpResponse<Envelope<T>> {
  return HttpResponse.json({ code: 200, data, message });
}

export { http, HttpResponse };
