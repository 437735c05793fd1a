import type { MiddlewareHandler } from 'hono';
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/**
 * HTML, JS, CSS, JSON, SVG and XML/text documents are compressed; event streams and plain-text streams
 * (the AI answers) are not, so streamed text is never held back in a compressor's buffer.
 */
const COMPRESSIBLE =
  /^(?:text\/(?:html|css|javascript|xml)|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)\b/i;
/** Below this size compression costs more than it saves. */
const THRESHOLD_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The client's preferred encoding among br and gzip (q-values honoured; br wins a tie). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best;
}

/**
 * Dynamic compression for answers that were not precompressed (rendered HTML, API JSON, the sitemap).
 * Brotli at quality 4 compresses about as well as gzip -9 at a fraction of brotli's default cost; every
 * chunk is flushed so a streamed answer still reaches the browser as it is produced.
 */
function compressor(encoding: Encoding): Duplex {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === 'HEAD' || !response.body || response.status === 204 || response.status === 206) return;
    if (response.headers.has('content-encoding')) return;
    const type = response.headers.get('content-type') ?? '';
    if (!COMPRESSIBLE.test(type) || /no-transform/i.test(response.headers.get('cache-control') ?? '')) return;
    const length = response.headers.get('content-length');
    if (length !== null && Number(length) < THRESHOLD_BYTES) return;
    const vary = response.headers.get('vary');
    const varies = vary ? (/accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`) : 'Accept-Encoding';
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (encoding) {
      const { readable, writable } = Duplex.toWeb(compressor(encoding)) as unknown as TransformStream<
        Uint8Array,
        Uint8Array
      >;
      // Hono copies the old answer's headers onto the new one, so the stale length is removed afterwards.
      c.res = new Response(response.body.pipeThrough({ readable, writable }), response);
      c.res.headers.delete('content-length');
      c.res.headers.set('content-encoding', encoding);
      const etag = c.res.headers.get('etag');
      if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
    }
    c.res.headers.set('vary', varies);
  };
}
