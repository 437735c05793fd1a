// The references the site is measured against beside it in the same run: the bare app of the site's runtime
// libraries (bench/bare-app) and the same app in React Router's framework mode (bench/framework-app), built,
// precompressed and served with the site's static layer.
import { readFileSync, rmSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pnpmInWeb, web } from '../scripts/lighthouseRun.mjs';

/** Builds the bare app of the site's runtime libraries (bench/bare-app) into dist/bare-app. */
export function buildBareApp() {
  pnpmInWeb(['exec', 'vite', 'build', '--config', 'bench/bare-app/vite.config.ts']);
}

/**
 * Builds the bare app of the site's runtime libraries (bench/bare-app), precompresses it as the site's files
 * are, and serves it on `port` (brotli when accepted): the floor the site is measured against. Its page starts
 * its script as the site's does, after the first frame (the built page would run it before painting), and
 * `/newsite/server-time` answers its one call.
 */
export async function startBareApp(port) {
  buildBareApp();
  pnpmInWeb(['exec', 'node', 'scripts/precompress.mjs', 'dist/bare-app']);
  const root = join(web, 'dist/bare-app');
  const page = readFileSync(join(root, 'index.html'), 'utf8').replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    '<script>requestAnimationFrame(()=>setTimeout(()=>import("$1"),0))</script>',
  );
  return listen(
    staticApp(root).get('/', (c) => c.html(page)),
    port,
  );
}

/**
 * A reference's server: the site's own static layer over `root` (precompressed siblings chosen by
 * Accept-Encoding, as server/http/staticFiles.ts) and the one call the references make.
 */
export function staticApp(root) {
  return new Hono()
    .get('/newsite/server-time', (c) => c.json(Date.now()))
    .use('/assets/*', serveStatic({ root: relative(process.cwd(), root), precompressed: true }));
}

/** Builds the same bare app in React Router's framework mode (bench/framework-app) into dist/framework-app. */
function buildFrameworkApp() {
  // The framework's build writes outside its project folder, which Vite does not empty.
  rmSync(join(web, 'dist/framework-app'), { recursive: true, force: true });
  pnpmInWeb(['exec', 'react-router', 'build', 'bench/framework-app']);
}

/**
 * Serves the bare app in framework mode (bench/framework-app) on `port` with the bare app's static layer
 * (precompressed files): React Router's own request handler renders the document (root, route module, loader
 * data, scripts) per request. By default the page is served as the framework writes it: module preloads in the
 * head and the route modules and entry imported by an inline module script as the parser reaches it. With
 * `firstFrame` its scripts start as the bare app's and the site's do, after the first frame: the preloads are
 * dropped and the inline module script is inserted from a `requestAnimationFrame` → `setTimeout`. `build: false`
 * serves the build an earlier call made.
 */
export async function startFrameworkApp(port, { firstFrame = false, build = true } = {}) {
  if (build) {
    buildFrameworkApp();
    pnpmInWeb(['exec', 'node', 'scripts/precompress.mjs', 'dist/framework-app/client']);
  }
  const { createRequestHandler } = await import('react-router');
  const serverBuild = await import(pathToFileURL(join(web, 'dist/framework-app/server/index.js')).href);
  const render = createRequestHandler(serverBuild, 'production');
  const root = join(web, 'dist/framework-app/client');
  const app = staticApp(root)
    .get('/favicon.ico', (c) => c.notFound())
    .all('*', async (c) => {
      const response = await render(c.req.raw);
      if (!firstFrame || !response.headers.get('content-type')?.startsWith('text/html')) return response;
      return new Response(startAfterFirstFrame(await response.text()), response);
    });
  return listen(app, port);
}

/**
 * The framework's document with its scripts started after the first frame (see startFrameworkApp): its module
 * preloads and its inline module script are added from a `requestAnimationFrame` → `setTimeout`, as the site's
 * boot script starts its entry and the page's chunks.
 */
function startAfterFirstFrame(html) {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1]);
  const script = (code) => JSON.stringify(code).replace(/</g, '\\u003c');
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, '')
    .replace(
      /<script type="module" async="">([\s\S]*?)<\/script>/,
      (_, code) =>
        '<script>requestAnimationFrame(()=>setTimeout(()=>{' +
        `for(const href of ${script(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}` +
        `const s=document.createElement("script");s.type="module";s.textContent=${script(code)};document.body.append(s)},0))</script>`,
    );
}

/** Serves a Hono app on 127.0.0.1:`port`; resolves once it listens. */
export async function listen(app, port) {
  const server = await new Promise((resolve) => {
    const listening = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
