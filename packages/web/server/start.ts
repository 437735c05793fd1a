import { serve } from '@hono/node-server';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createApp, type Render } from './app';
import { jsonLogger, type Logger } from './accessLog';
import { createSimulatedBackend, type Backend } from './backend';
import type { ServerConfig } from './config';
import { createProxyBackend } from './proxy';
import { fileSitemapSource, pathsOfPages, type SitemapSource } from './sitemap';

/** The renderer module the SSR build writes (src/entry-server.tsx → dist/server/entry-server.js). */
type RendererModule = { createRenderer(options: { template: string; backend: Backend }): Render };

export type StartOptions = {
  /** The build: `client/` (index.html template and assets) and optionally `server/entry-server.js`. */
  distRoot: string;
  log?: Logger;
  /** Image host for the CSP (VITE_IMAGE_HOST). */
  imageHost?: string;
};

export type RunningServer = {
  url: string;
  server: Server;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), then closes every socket. */
  close(): Promise<void>;
  /** The one startup line (issue 11). */
  startupLine: string;
};

async function simulatedSitemap(): Promise<SitemapSource> {
  const { simulatedPages } = await import('@wenxian/simulation');
  return async () => pathsOfPages(await simulatedPages());
}

/** Starts the site server with a checked configuration (config.ts) on its address. */
export async function startServer(
  config: ServerConfig,
  { distRoot, log = jsonLogger, imageHost }: StartOptions,
): Promise<RunningServer> {
  const clientDir = `${distRoot}/client`;
  const rendererFile = `${distRoot}/server/entry-server.js`;
  if (!existsSync(`${clientDir}/index.html`))
    throw new Error(`No build found at ${distRoot}: run \`pnpm build\` first (npm start does it for you).`);

  const backend = config.upstream
    ? createProxyBackend({ upstream: config.upstream, timeoutMs: config.upstreamTimeoutMs, log })
    : await createSimulatedBackend({ rateLimit: config.simulationRateLimit, warmCitations: true });
  let render: Render | undefined;
  if (existsSync(rendererFile)) {
    const { createRenderer } = (await import(pathToFileURL(rendererFile).href)) as RendererModule;
    render = createRenderer({ template: readFileSync(`${clientDir}/index.html`, 'utf8'), backend });
  }
  const mode = config.upstream ? `API → ${config.upstream.href}` : 'API → embedded simulated server';
  let draining = false;
  const app = createApp({
    backend,
    distDir: clientDir,
    render,
    trustedProxies: config.trustedProxies,
    blocklist: config.blocklist,
    imageHost,
    siteOrigin: config.siteOrigin,
    sitemap: config.upstream ? fileSitemapSource(config.sitemapPathsFile) : await simulatedSitemap(),
    accessLog: config.accessLog,
    health: () => ({ status: draining ? 'draining' : 'ok', mode: config.upstream ? 'upstream' : 'simulation' }),
    log,
  });

  // Keep Node's own Request/Response: the simulation's handlers answer files with `new Response(...)` and
  // check `instanceof Response`, which Hono's lighter replacement globals would break.
  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      { fetch: app.fetch, port: config.port, hostname: config.host, overrideGlobalObjects: false },
      () => resolve(started as Server),
    ) as Server;
  });
  // Node's defaults let a client that never finishes its headers hold a socket for minutes.
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  const { port } = server.address() as AddressInfo;
  const shownHost =
    config.host === '0.0.0.0' || config.host === '::'
      ? 'localhost'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
  const url = `http://${shownHost}:${port}/`;
  const rendering = render ? 'server rendering' : 'client rendering (no dist/server/entry-server.js)';
  const startupLine = `wenxian is running at ${url}  (${mode}; ${rendering})`;

  const close = () =>
    new Promise<void>((resolve) => {
      draining = true;
      const force = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
      force.unref();
      // A keep-alive connection turns idle when its last answer is sent: close it then, not at its timeout.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      server.close(() => {
        clearTimeout(force);
        clearInterval(sweep);
        resolve();
      });
      server.closeIdleConnections();
    });
  return { url, server, close, startupLine };
}
