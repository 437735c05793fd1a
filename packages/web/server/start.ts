import { serve } from '@hono/node-server';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createApp, type Render } from './app';
import { jsonLogger, type Logger } from './http/accessLog';
import { answerClientErrors } from './http/clientErrors';
import { createSimulatedBackend, type Backend } from './upstream/backend';
import type { ServerConfig } from './config';
import { createProxyBackend } from './upstream/proxy';
import { fileSitemapSource, pathsOfPages, type SitemapSource } from './pages/sitemap';
import { superviseSimulation, type SimulationProcess } from './upstream/simulationProcess';

/** The Vite manifests of the build, as parsed JSON (the renderer reads them: render/routeChunks.ts). */
type Manifests = { chunks: object; modules: object; server: object };

/** The renderer module the SSR build writes (render/entry-server.tsx → dist/server/entry-server.js). */
type RendererModule = {
  createRenderer(options: { template: string; backend: Backend; manifests?: Manifests }): Render;
};

/** The build's manifests (`build.manifest`, `build.ssrManifest`), when the build wrote them. */
function readManifests(distRoot: string): Manifests | undefined {
  const files = {
    chunks: `${distRoot}/client/.vite/manifest.json`,
    modules: `${distRoot}/client/.vite/ssr-manifest.json`,
    server: `${distRoot}/server/.vite/manifest.json`,
  };
  if (!Object.values(files).every((file) => existsSync(file))) return undefined;
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as object;
  return { chunks: read(files.chunks), modules: read(files.modules), server: read(files.server) };
}

export type StartOptions = {
  /** The build: `client/` (index.html template and assets) and optionally `server/entry-server.js`. */
  distRoot: string;
  log?: Logger;
  /** Image host for the CSP (VITE_IMAGE_HOST). */
  imageHost?: string;
  /**
   * Without API_UPSTREAM, answer from the simulation in this process instead of forking its own (the server
   * tests that look into its state use this; `npm start` never does).
   */
  simulationInProcess?: boolean;
  /**
   * Without API_UPSTREAM, the simulated backend another process started (the primary of several workers,
   * workers.ts): this server uses it instead of forking its own, and leaves stopping it to that process.
   */
  simulationUrl?: URL;
};

export type RunningServer = {
  url: string;
  server: Server;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), then closes every socket. */
  close(): Promise<void>;
  /** The one startup line. */
  startupLine: string;
};

/** The simulated backend this server calls, and how to end it when the server closes. */
type RunningSimulation = Pick<SimulationProcess, 'url' | 'stop'>;

async function simulatedSitemap(): Promise<SitemapSource> {
  const { simulatedPages } = await import('@wenxian/simulation');
  return async () => pathsOfPages(await simulatedPages());
}

/** Starts the site server with a checked configuration (config.ts) on its address. */
export async function startServer(
  config: ServerConfig,
  { distRoot, log = jsonLogger, imageHost, simulationInProcess = false, simulationUrl }: StartOptions,
): Promise<RunningServer> {
  if (!existsSync(`${distRoot}/client/index.html`))
    throw new Error(`No build found at ${distRoot}: run \`pnpm build\` first (npm start does it for you).`);

  // Without API_UPSTREAM the simulation is forked and becomes the upstream: the site reaches it through the
  // same proxy, timeouts and forwarded headers as a real backend.
  const simulation: RunningSimulation | undefined =
    config.upstream || simulationInProcess
      ? undefined
      : simulationUrl
        ? { url: simulationUrl, stop: () => Promise.resolve() }
        : await superviseSimulation({
            rateLimit: config.simulationRateLimit,
            port: config.simulationPort,
            startTimeoutMs: config.simulationStartMs,
            log,
          });
  try {
    return await listen(config, { distRoot, log, imageHost, simulationInProcess }, simulation);
  } catch (error) {
    await simulation?.stop();
    throw error;
  }
}

async function listen(
  config: ServerConfig,
  { distRoot, log = jsonLogger, imageHost }: StartOptions,
  simulation: RunningSimulation | undefined,
): Promise<RunningServer> {
  const clientDir = `${distRoot}/client`;
  const rendererFile = `${distRoot}/server/entry-server.js`;
  const upstream = config.upstream ?? simulation?.url;
  const backend = upstream
    ? createProxyBackend({ upstream, timeoutMs: config.upstreamTimeoutMs, log })
    : await createSimulatedBackend({ rateLimit: config.simulationRateLimit });
  let render: Render | undefined;
  if (existsSync(rendererFile)) {
    const { createRenderer } = (await import(pathToFileURL(rendererFile).href)) as RendererModule;
    render = createRenderer({
      template: readFileSync(`${clientDir}/index.html`, 'utf8'),
      backend,
      manifests: readManifests(distRoot),
    });
  }
  const mode = config.upstream
    ? `API → ${config.upstream.href}`
    : simulation
      ? `API → simulated backend at ${simulation.url.href}, its own process`
      : 'API → embedded simulated server';
  let draining = false;
  let serverHost = 'localhost';
  const app = createApp({
    backend,
    distDir: clientDir,
    simulationWorker: !config.upstream,
    render,
    trustedProxies: config.trustedProxies,
    blocklist: config.blocklist,
    imageHost,
    siteOrigin: config.siteOrigin,
    serverHost: () => serverHost,
    sitemap: config.upstream ? fileSitemapSource(config.sitemapPathsFile) : await simulatedSitemap(),
    accessLog: config.accessLog,
    rendering: config.rendering,
    health: () => ({ status: draining ? 'draining' : 'ok', mode: config.upstream ? 'upstream' : 'simulation' }),
    log,
  });

  // Keep Node's own Request/Response: the simulation's handlers answer files with `new Response(...)` and
  // check `instanceof Response`, which Hono's lighter replacement globals would break.
  // A failure to listen (address in use or not ours) rejects with its message, for index.ts's one line.
  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve(
      { fetch: app.fetch, port: config.port, hostname: config.host, overrideGlobalObjects: false },
      () => resolve(started as Server),
    ) as Server;
    started.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`Cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`)),
    );
  });
  answerClientErrors(server);
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
  serverHost = `${shownHost}:${port}`;
  const url = `http://${serverHost}/`;
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
        void (simulation?.stop() ?? Promise.resolve()).then(resolve);
      });
      server.closeIdleConnections();
    });
  return { url, server, close, startupLine };
}
