import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { createIpBlocklist, type IpBlocklist } from '@wenxian/domain';
import { DEFAULT_CACHE_BYTES, DEFAULT_DEADLINE_MS, renderDeadlineOf, type RenderingOptions } from './pages/pageRoute';

/** Everything the server reads from its environment (README "Pointing at a real backend"). */
export type ServerConfig = {
  port: number;
  host: string;
  /** API_UPSTREAM: the real backend (may carry a base path); undefined → the embedded simulation. */
  upstream: URL | undefined;
  /** API_TIMEOUT_MS: how long the proxy waits for the upstream's answer headers (default 30 s). */
  upstreamTimeoutMs: number;
  /** TRUSTED_PROXIES: addresses/ranges whose X-Forwarded-* headers are believed. */
  trustedProxies: IpBlocklist;
  /** IP_BLOCKLIST: addresses/ranges sent to /block.html (the domain's ipBlocklist rule). */
  blocklist: IpBlocklist;
  /** SIMULATION=1: the operator's explicit yes to serving the simulation on a non-loopback address. */
  simulationConfirmed: boolean;
  /** SIMULATION_RATE_LIMIT=off: the load test's switch for the simulation's burst limit. */
  simulationRateLimit: boolean;
  /** SIMULATION_PORT: the simulated backend's loopback port without API_UPSTREAM (0: a free one). */
  simulationPort: number;
  /** SIMULATION_START_MS: how long the simulated backend may take to build its corpus and listen (default 60 s). */
  simulationStartMs: number;
  /** SITE_ORIGIN: the public origin used in the sitemap and robots.txt (else the request's own). */
  siteOrigin: string | undefined;
  /** SITEMAP_PATHS_FILE: with an upstream, the page paths (one a line) the sitemap lists. */
  sitemapPathsFile: string | undefined;
  /** SHUTDOWN_GRACE_MS: how long in-flight requests may finish after SIGTERM (default 10 s). */
  shutdownGraceMs: number;
  /** ACCESS_LOG=off: no line per request (errors are still logged). */
  accessLog: boolean;
  /**
   * WEB_CONCURRENCY: page server processes sharing the port (workers.ts). Default one per core, at most four:
   * past that, on one machine, each process's memory buys little (and the simulation is one process).
   */
  workers: number;
  /** RENDER_CACHE_MB, RENDER_CONCURRENCY, RENDER_DEADLINE_MS: the page route's bounds (pages/pageRoute.ts). */
  rendering: RenderingOptions;
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return number;
}

/** A host name (RFC 1123 labels) or an IP address as `listen` takes it: no brackets, port or scheme. */
function listenHost(value: string | undefined): string {
  const host = value?.trim() || '127.0.0.1';
  const isName = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(
    host,
  );
  if (isIP(host) || isName) return host;
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const hint = bare !== host && isIP(bare) ? ` (write it without brackets: HOST=${bare})` : '';
  throw new Error(`HOST must be an IP address or a host name, got "${host}"${hint}`);
}

/** Reads and checks the configuration; a wrong value stops the server with a message naming it. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const upstreamText = env.API_UPSTREAM?.trim();
  let upstream: URL | undefined;
  if (upstreamText) {
    upstream = new URL(upstreamText);
    if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:')
      throw new Error(`API_UPSTREAM must be http(s), got "${upstreamText}"`);
  }
  const trustedProxies = createIpBlocklist(list(env.TRUSTED_PROXIES));
  const blocklist = createIpBlocklist(list(env.IP_BLOCKLIST));
  for (const [name, ranges] of [
    ['TRUSTED_PROXIES', trustedProxies],
    ['IP_BLOCKLIST', blocklist],
  ] as const) {
    if (ranges.invalidEntries.length)
      throw new Error(`${name} has entries that are not addresses or ranges: ${ranges.invalidEntries.join(', ')}`);
  }
  return {
    // 0 asks the system for a free port (the tests do).
    port: env.PORT === '0' ? 0 : positiveNumber('PORT', env.PORT, 3000),
    host: listenHost(env.HOST),
    upstream,
    upstreamTimeoutMs: positiveNumber('API_TIMEOUT_MS', env.API_TIMEOUT_MS, 30_000),
    trustedProxies,
    blocklist,
    simulationConfirmed: env.SIMULATION === '1',
    simulationRateLimit: env.SIMULATION_RATE_LIMIT !== 'off',
    simulationPort: env.SIMULATION_PORT?.trim() ? positiveNumber('SIMULATION_PORT', env.SIMULATION_PORT, 0) : 0,
    simulationStartMs: positiveNumber('SIMULATION_START_MS', env.SIMULATION_START_MS, 60_000),
    siteOrigin: env.SITE_ORIGIN?.trim() ? new URL(env.SITE_ORIGIN.trim()).origin : undefined,
    sitemapPathsFile: env.SITEMAP_PATHS_FILE?.trim() || undefined,
    shutdownGraceMs: positiveNumber('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000),
    accessLog: env.ACCESS_LOG !== 'off',
    workers: Math.ceil(positiveNumber('WEB_CONCURRENCY', env.WEB_CONCURRENCY, Math.min(availableParallelism(), 4))),
    rendering: {
      // 0 is allowed: no render cache (the load test's cold runs).
      cacheBytes:
        env.RENDER_CACHE_MB === '0'
          ? 0
          : positiveNumber('RENDER_CACHE_MB', env.RENDER_CACHE_MB, DEFAULT_CACHE_BYTES / 2 ** 20) * 2 ** 20,
      concurrency: env.RENDER_CONCURRENCY
        ? Math.ceil(positiveNumber('RENDER_CONCURRENCY', env.RENDER_CONCURRENCY, 1))
        : undefined,
      deadlineMs: renderDeadlineOf(positiveNumber('RENDER_DEADLINE_MS', env.RENDER_DEADLINE_MS, DEFAULT_DEADLINE_MS)),
    },
  };
}

/** Loopback only: localhost, 127.0.0.0/8, ::1 (and its mapped form). */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare.startsWith('::ffff:127.');
}

/**
 * The simulation answers anyone who can reach it (any login, no real data behind it), so it is served
 * beyond loopback only when the operator says so with SIMULATION=1.
 */
export function checkBinding(
  config: Pick<ServerConfig, 'host' | 'upstream' | 'simulationConfirmed'>,
): string | undefined {
  if (config.upstream || config.simulationConfirmed || isLoopbackHost(config.host)) return undefined;
  return `Refusing to serve the simulated server on ${config.host}: set API_UPSTREAM to a real backend, or SIMULATION=1 to serve the simulation on a non-loopback address.`;
}
