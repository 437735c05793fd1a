import type { CallOptions } from '../responseCodes/callOptions';
import { outcomeOf, parsedBody, runCall } from '../responseCodes/responseCodeRetries';
import { signedHeaders } from '../signing/signing';
import { apiConfig } from '../config';
import { signingPath } from './basePath';
import { urlOf } from './client';

/** A signed POST with the configuration's fetch (doc 000 §7.1 headers), for the calls axios does not make. */
export async function signedPost(path: string, init: RequestInit & { headers: Record<string, string> }) {
  const url = urlOf(path);
  const headers = await signedHeaders('post', signingPath(url));
  return (apiConfig().fetch ?? fetch)(url, { ...init, method: 'POST', headers: { ...headers, ...init.headers } });
}

/**
 * POST JSON with fetch's keepalive, under the same response-code rules as every call. The behaviour logs go this
 * way: a log sent as the page is hidden is still delivered after it has gone, and a visitor who only reads a page
 * (whose one call is its view's log) downloads no call library (axios comes with the first other call).
 */
export function postJsonKeepalive<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  return runCall<T>(path, options, async () => {
    const response = await signedPost(path, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: options.signal,
      keepalive: true,
    });
    const answer = parsedBody(await response.text());
    return outcomeOf(response.status, answer, () => answer as T);
  });
}
