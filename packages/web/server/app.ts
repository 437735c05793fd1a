import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Backend } from './backend';
import { isApiPath } from './apiPrefixes';

export type AppOptions = {
  /** Answers /newsite, /auth and /website calls. */
  backend: Backend;
  /** Folder of the built site (vite build output); omitted in API-only tests. */
  distDir?: string;
};

/** The site's HTTP server: API calls to the backend, built assets, and the SPA shell for every other path. */
export function createApp({ backend, distDir }: AppOptions): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (isApiPath(c.req.path)) return backend(c.req.raw);
    return next();
  });

  if (distDir) {
    const root = relative(process.cwd(), distDir) || '.';
    app.use('/assets/*', serveStatic({ root }));
    app.use('*', serveStatic({ root }));
    const shell = readFile(join(distDir, 'index.html'), 'utf8');
    // Client-side routes: every remaining GET gets the app shell; the router decides what to show (incl. 404).
    app.get('*', async (c) => c.html(await shell));
  }
  return app;
}
