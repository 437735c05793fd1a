import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chooseEncoding } from '../http/compression';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** How a shared (anonymous) page may be kept: by browsers and CDNs for a minute, then served while refreshed. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';
/** Member pages carry the visitor's session in their state: never stored anywhere. */
export const MEMBER_PAGE_CACHE_CONTROL = 'private, no-store';
/**
 * A shared page differs for a member (the header, the state the browser hydrates with) and for a phone (the
 * side bar): a cache in front must keep them apart (docs/decisions/server.md "Render cache").
 */
const SHARED_PAGE_VARY = 'Cookie, User-Agent';

/**
 * An anonymous page rendered once for everyone: the same bytes for every visitor (no nonce — its inline
 * scripts are allowed by their hashes instead), so it is hashed and compressed once and answered from memory.
 */
export type SharedPage = {
  status: number;
  /** The renderer's headers (content type, loader headers), without any Set-Cookie. */
  headers: ReadonlyArray<readonly [string, string]>;
  html: Buffer;
  /** The compressed copies, made only for a page that is kept (else the compression layer encodes per request). */
  br?: Buffer;
  gzip?: Buffer;
  /**
   * The page's validator (sent weak): the hash of the HTML without the render's own bookkeeping
   * (pageValidator), so every worker's copy of one page, and every refresh of it, answers 304 to the others.
   */
  etag: string;
  /** CSP sources allowing exactly this page's inline scripts (`'sha256-…'` each). */
  scriptSources: string;
  /** When it was rendered (ms since the epoch), for the stale-while-revalidate window. */
  renderedAt: number;
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** `'sha256-…'` for each inline script of the page (CSP Level 2 hash sources; the text exactly as sent). */
function inlineScriptSources(html: string): string {
  const hashes = new Set<string>();
  for (const [, text = ''] of html.matchAll(INLINE_SCRIPT))
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [...hashes].join(' ');
}

/**
 * What differs between two renders of the same page and is not the page: RTK Query's request ids, start and end
 * times and subscriber ids in the embedded state, and the server clock the state carries (the client reads its
 * offset from it; a copy kept by the browser or a CDN has an older one either way).
 */
const RENDER_BOOKKEEPING = [
  /"(?:requestId|startedTimeStamp|fulfilledTimeStamp)":(?:"[^"]*"|\d+),?/g,
  /"subscriptions":\{(?:"(?:[^"\\]|\\.)*":\{(?:"[^"]*":\{\},?)*\},?)*\}/g,
  /(?<="endpointName":"getServerTime","data":)\d+/g,
];

/**
 * The validator of a page: the hash of its HTML without the render's bookkeeping. Two copies with the same
 * validator show the same page but need not be the same bytes, so it is sent weak (RFC 9110 §8.8.1).
 */
export function pageValidator(html: string): string {
  const page = RENDER_BOOKKEEPING.reduce((text, bookkeeping) => text.replace(bookkeeping, ''), html);
  return `"${createHash('sha256').update(page).digest('base64url').slice(0, 32)}"`;
}

/**
 * The page as it is sent to everyone: hashed here, and compressed here when asked (compressSharedPage).
 */
export async function toSharedPage(
  response: Response,
  { compress = true, renderedAt = Date.now() }: { compress?: boolean; renderedAt?: number } = {},
): Promise<SharedPage> {
  const text = await response.text();
  const html = Buffer.from(text, 'utf8');
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value]);
  });
  const page: SharedPage = {
    status: response.status,
    headers,
    html,
    etag: pageValidator(text),
    scriptSources: inlineScriptSources(text),
    renderedAt,
  };
  return compress ? compressSharedPage(page) : page;
}

/**
 * The page with its compressed copies (brotli 9 and gzip 9, paid once for every later visitor rather than
 * per request; until a page has them, the compression layer's cheaper brotli 4 encodes each answer).
 */
export async function compressSharedPage(page: SharedPage): Promise<SharedPage> {
  const [br, gz] = await Promise.all([
    brotli(page.html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length },
    }),
    gzipped(page.html, { level: 9 }),
  ]);
  return { ...page, br, gzip: gz };
}

/** Bytes a kept page holds in memory (what the render cache's bound counts). */
export const sizeOfSharedPage = (page: SharedPage) =>
  page.html.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) + page.scriptSources.length + 512;

/** Whether If-None-Match names this validator (weak comparison, RFC 9110 §13.1.2: W/ is ignored). */
export function matchesValidator(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The answer for one request: 304 when the visitor's copy is current, else the bytes in the encoding asked
 * for (already compressed: the compression layer leaves an answer with Content-Encoding alone).
 */
export function answerSharedPage(
  page: SharedPage,
  request: { ifNoneMatch?: string; acceptEncoding?: string },
): Response {
  const headers = new Headers(page.headers as Array<[string, string]>);
  const chosen = chooseEncoding(request.acceptEncoding);
  // Without its copy in that encoding the compression layer encodes it (and weakens the validator itself).
  const encoding = chosen && page[chosen] ? chosen : undefined;
  // Weak whatever the encoding: copies of one page share it without being the same bytes (pageValidator).
  headers.set('etag', `W/${page.etag}`);
  headers.set('cache-control', SHARED_PAGE_CACHE_CONTROL);
  headers.set('vary', `${SHARED_PAGE_VARY}, Accept-Encoding`);
  if (matchesValidator(request.ifNoneMatch, page.etag)) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  const body = (encoding && page[encoding]) || page.html;
  if (encoding) headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.length));
  return new Response(body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
}
