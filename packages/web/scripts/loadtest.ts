/**
 * A bounded load test of the production server on loopback.
 *
 *   pnpm --filter @wenxian/web build && pnpm --filter @wenxian/web loadtest \
 *     [-- --seconds 3 --connections 50 --before /tmp/base/packages/web --stalled]
 *
 * For each build (this one, and with `--before` the web package of another checkout, built, run with its own
 * server code) it starts the server twice — cold (RENDER_CACHE_MB=0: every page rendered) and warm (the
 * render cache on) — and measures, in the same run, `/favicon.png` (a static file: the reference), `/`,
 * `/search?k=机器学习` and a document page: req/s, p50, p99, errors (and their kinds), the RSS of the server and every process below it before and after. The
 * warm pages run three rounds, then three rounds of distinct search addresses (each one a new cache entry)
 * so the render cache's byte bound is seen holding the RSS. A signed search call through the API_UPSTREAM
 * proxy is measured too. `--stalled` instead points the server at an upstream that accepts and never
 * answers: every page must answer within the render deadline while `/healthz` stays quick.
 *
 * `--cold-only` measures only the cold pages, `--rounds` times (default 3), this build and the `--before` build
 * taking turns, and prints each page's median req/s beside the other build's: the figure for render cost,
 * with the two builds sharing the machine's state round by round.
 *
 * Every run lasts `--seconds`; the total is printed before it starts. The simulation's burst limit is off
 * for these servers only (SIMULATION_RATE_LIMIT=off): one loopback address is every "visitor" here. Non-2xx
 * answers (other than the error pages expected in --stalled), socket errors and timeouts are errors; the exit
 * code is 1 when there is one.
 */
import type autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { children, documentPath, startServer, stop, type Started } from './serverProcess';
import { createMeasure, recordSearch, stalledUpstream, type Row } from './loadtestMeasure';
import { median } from './statistics.mjs';

const { values } = parseArgs({
  // pnpm hands the `--` separator through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    before: { type: 'string' },
    stalled: { type: 'boolean', default: false },
    'cache-mb': { type: 'string', default: '16' },
    'cold-only': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const thisBuild = fileURLToPath(new URL('..', import.meta.url));
const beforeBuild = values.before ? resolve(values.before) : undefined;

for (const dir of [thisBuild, beforeBuild]) {
  if (dir && !existsSync(`${dir}/dist/client/index.html`)) {
    console.error(`No build found at ${dir}/dist: run \`pnpm --filter @wenxian/web build\` there first.`);
    process.exit(1);
  }
}

const measure = createMeasure({ connections, seconds });

const page = (base: string, path: string): autocannon.Options => ({
  url: new URL(path, base).href,
  // Pages and files as browsers ask for them.
  headers: { 'accept-encoding': 'br, gzip' },
});

const SEARCH_PAGE = `/search?k=${encodeURIComponent('机器学习')}`;

/** The reference and the three pages on one server, with each page's ratio to the static file. */
async function pageRound(server: Started, build: string, mode: string, documentPage: string): Promise<Row[]> {
  const label = (target: string) => ({ build, mode, target });
  const favicon = await measure(server, label('/favicon.png'), page(server.url, '/favicon.png'));
  const rows = [favicon];
  for (const target of ['/', SEARCH_PAGE, documentPage]) {
    const row = await measure(server, label(target), page(server.url, target));
    row['× favicon'] = (row['req/s'] / Math.max(1, favicon['req/s'])).toFixed(2);
    rows.push(row);
  }
  return rows;
}

async function measureBuild(webDir: string, build: string, documentPage: string): Promise<Row[]> {
  const rows: Row[] = [];
  const cold = await startServer(webDir, { RENDER_CACHE_MB: '0' });
  rows.push(...(await pageRound(cold, build, 'cold', documentPage)));
  await stop(cold);

  // A small cache, so the distinct rounds reach its bound within their seconds.
  const warm = await startServer(webDir, { RENDER_CACHE_MB: values['cache-mb'] });
  for (let round = 1; round <= 3; round += 1)
    rows.push(...(await pageRound(warm, build, `warm ${round}`, documentPage)));
  // Every request a new address (a query the page ignores): each render is kept until the byte bound pushes
  // the oldest out.
  let next = 0;
  for (let round = 1; round <= 3; round += 1)
    rows.push(
      await measure(
        warm,
        { build, mode: `distinct ${round}`, target: `${documentPage}?v=…` },
        {
          ...page(warm.url, documentPage),
          requests: [{ setupRequest: (request) => ({ ...request, path: `${documentPage}?v=${(next += 1)}` }) }],
        },
      ),
    );
  await stop(warm);
  return rows;
}

async function proxiedCall(webDir: string, build: string): Promise<Row> {
  const upstream = await startServer(webDir, {});
  const proxy = await startServer(webDir, { API_UPSTREAM: upstream.url });
  const call = await recordSearch(new URL(upstream.url).origin);
  const row = await measure(
    proxy,
    { build, mode: 'proxy → upstream', target: `POST ${call.path}` },
    {
      url: new URL(call.path, proxy.url).href,
      method: 'POST',
      // Uncompressed, so each answer's envelope can be read: a code-20 or error envelope sent with HTTP 200
      // is still an error.
      headers: { ...call.headers, 'accept-encoding': 'identity' },
      body: call.body,
      verifyBody: (body) => String(body).startsWith('{"code":200,'),
    },
  );
  await Promise.all([stop(proxy), stop(upstream)]);
  return row;
}

/** Pages under a stalled upstream: each answers within the deadline with its error page; /healthz stays quick. */
async function stalledRun(documentPage: string): Promise<Row[]> {
  const upstream = await stalledUpstream();
  const site = await startServer(thisBuild, { API_UPSTREAM: upstream.url });
  const rows: Row[] = [];
  // Each render holds its slot until the deadline: a run lasts at least two deadlines to see them end.
  const duration = Math.max(seconds, 10);
  const errorPages = {
    statuses: (status: number) => status >= 500 && status !== 503,
    warmUp: false,
    seconds: duration,
  };
  for (const target of ['/', SEARCH_PAGE, documentPage]) {
    // Measured at once: the pages keep every render slot busy until the deadline while /healthz is asked.
    const [pages, health] = await Promise.all([
      measure(site, { build: 'this', mode: 'stalled upstream', target }, page(site.url, target), errorPages),
      measure(
        site,
        { build: 'this', mode: 'stalled upstream', target: `/healthz during ${target}` },
        { url: new URL('/healthz', site.url).href, connections: 1 },
        { warmUp: false, seconds: duration },
      ),
    ]);
    rows.push(pages, health);
  }
  await stop(site);
  upstream.server.close();
  return rows;
}

/** The cold pages only, the builds taking turns `--rounds` times; each page's median req/s per build. */
async function coldRounds(documentPage: string): Promise<Row[]> {
  const builds = [{ dir: thisBuild, build: 'this' }, ...(beforeBuild ? [{ dir: beforeBuild, build: 'before' }] : [])];
  const rows: Row[] = [];
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    for (const { dir, build } of builds) {
      const cold = await startServer(dir, { RENDER_CACHE_MB: '0' });
      rows.push(...(await pageRound(cold, build, `cold ${round}`, documentPage)));
      await stop(cold);
    }
  }
  const summary = [...new Set(rows.map((row) => row.target))].map((target) => {
    const of = (build: string) =>
      median(rows.filter((row) => row.target === target && row.build === build).map((row) => row['req/s']));
    return {
      target,
      'this req/s (median)': of('this'),
      ...(beforeBuild
        ? { 'before req/s (median)': of('before'), 'this ÷ before': (of('this') / of('before')).toFixed(2) }
        : {}),
    };
  });
  console.table(summary);
  return rows;
}

async function main() {
  const load = values.stalled
    ? 3 * Math.max(seconds, 10)
    : values['cold-only']
      ? 4 * seconds * Number(values.rounds) * (beforeBuild ? 2 : 1)
      : (4 + 3 * 4 + 3 + 1) * seconds * (beforeBuild ? 2 : 1);
  console.log(`${connections} connections, ${seconds} s per run, ≈ ${load} s of load in all, loopback`);
  const probe = await startServer(thisBuild, {});
  const documentPage = await documentPath(probe.url);
  await stop(probe);

  const rows: Row[] = [];
  if (values.stalled) {
    rows.push(...(await stalledRun(documentPage)));
  } else if (values['cold-only']) {
    rows.push(...(await coldRounds(documentPage)));
  } else {
    rows.push(...(await measureBuild(thisBuild, 'this', documentPage)));
    rows.push(await proxiedCall(thisBuild, 'this'));
    if (beforeBuild) {
      rows.push(...(await measureBuild(beforeBuild, 'before', documentPage)));
      rows.push(await proxiedCall(beforeBuild, 'before'));
    }
  }
  console.table(rows);
  console.log(JSON.stringify({ msg: 'loadtest', connections, seconds, before: beforeBuild, rows }));
  return rows.reduce((sum, row) => sum + row.errors, 0);
}

main()
  .then((errors) => {
    for (const child of children) child.kill('SIGTERM');
    process.exitCode = errors > 0 ? 1 : 0;
  })
  .catch((error: Error) => {
    for (const child of children) child.kill('SIGTERM');
    console.error(error.message);
    process.exitCode = 1;
  });
