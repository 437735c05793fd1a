import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Hashed build output: the name changes with the content, so browsers may keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else is revalidated on each use (Last-Modified is its validator)… */
const REVALIDATE = 'no-cache';
/**
 * …but the site's icon, which Chromium asks for again on every change of address (each search typed on the
 * results page, while its results are painting): kept a day, an icon's usual lifetime.
 */
const SITE_ICON = '/favicon.png';
export const ICON_CACHE = 'public, max-age=86400';

/** MSW's browser worker (public/): the simulation's, meaningless — and a fingerprint — beside a real backend. */
export const SIMULATION_WORKER = '/mockServiceWorker.js';

/**
 * Files the static layer may answer: every file under the client build except the page template
 * (index.html is only ever a template for the renderer — `/` is rendered), source maps (not served in
 * production), the precompressed siblings (chosen by Accept-Encoding, never addressed directly) and hidden
 * folders (the build's manifest in `.vite/`, read by the renderer).
 */
function listStaticFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) walk(full);
      } else files.add(`/${relative(root, full).split(sep).join('/')}`);
    }
  };
  walk(root);
  for (const file of [...files]) {
    if (file === '/index.html' || /\.(?:map|br|gz)$/.test(file)) files.delete(file);
  }
  return files;
}

/**
 * The built files, with their .br/.gz siblings when the client accepts them (scripts/precompress.mjs
 * writes them after `vite build`); the simulation's worker only when the simulation answers. A path under
 * /assets/ that is not a built file, or under a hidden folder (`/.vite/`), is a 404, never a page.
 */
export function staticFiles(
  root: string,
  { simulationWorker = true }: { simulationWorker?: boolean } = {},
): MiddlewareHandler {
  const files = listStaticFiles(root);
  // With API_UPSTREAM the worker is not served: a 404 like any file that was not built.
  if (!simulationWorker) files.delete(SIMULATION_WORKER);
  const notBuilt = (path: string) =>
    path.startsWith('/assets/') ||
    path.startsWith('/.') ||
    path.endsWith('.map') ||
    (!simulationWorker && path === SIMULATION_WORKER);
  const serve = serveStatic({ root: relative(process.cwd(), root) || '.', precompressed: true });
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (files.has(c.req.path)) {
      const answer = await serve(c, next);
      const lifetime = c.req.path.startsWith('/assets/')
        ? IMMUTABLE
        : c.req.path === SITE_ICON
          ? ICON_CACHE
          : REVALIDATE;
      c.res.headers.set('cache-control', lifetime);
      return answer;
    }
    if (notBuilt(c.req.path)) {
      return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
    }
    return next();
  };
}
