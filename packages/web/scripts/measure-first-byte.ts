/**
 * Time to first byte against time to last byte of a document page whose deferred call is slow (the head and the shell leave before slow data).
 *
 *   pnpm --filter @wenxian/web build && pnpm --filter @wenxian/web measure-first-byte \
 *     [-- --delay-ms 1000 --rounds 15 --before /tmp/base/packages/web]
 *
 * Each build's server runs cold (RENDER_CACHE_MB=0: every request renders) against an upstream: this build's
 * server in simulated mode behind a small proxy that holds the document's citation texts
 * (`/literature/data/word-ref`, the page's deferred block) for `--delay-ms`. The document page is asked
 * `--rounds` times one after another (identity encoding), with the delay and, as the same run's reference,
 * without it; printed are the medians of the first body byte, the end of the head (`</head>`) and the last
 * byte. A page rendered whole before it is sent has all three at the same time.
 */
import { request as httpRequest, createServer, type IncomingMessage } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { children, documentPath, startServer, stop } from './serverProcess';
import { median } from './statistics.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    'delay-ms': { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '15' },
    before: { type: 'string' },
  },
});
const delayMs = Number(values['delay-ms']);
const rounds = Number(values.rounds);
const thisBuild = fileURLToPath(new URL('..', import.meta.url));
const builds: Array<[string, string]> = [['this', thisBuild]];
if (values.before) builds.push(['before', resolve(values.before)]);
for (const [, dir] of builds)
  if (!existsSync(`${dir}/dist/server/entry-server.js`)) {
    console.error(`No build found at ${dir}/dist: run \`pnpm --filter @wenxian/web build\` there first.`);
    process.exit(1);
  }

const SLOW_PATH = '/literature/data/word-ref';
/** Headers of one connection (RFC 9110 §7.6.1), and the length fetch recomputes. */
const HOP_BY_HOP = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'te', 'upgrade', 'content-length'];
let currentDelay = 0;

const bodyOf = (incoming: IncomingMessage) =>
  new Promise<Buffer>((done) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => done(Buffer.concat(chunks)));
  });

/** A proxy to `upstream` that holds the citation texts for `currentDelay` ms (a slow secondary call). */
function delayingProxy(upstream: string): Promise<{ url: string; close: () => void }> {
  const server = createServer(async (incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/', upstream);
    if (target.pathname.endsWith(SLOW_PATH)) await new Promise((done) => setTimeout(done, currentDelay));
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === 'string' && !HOP_BY_HOP.includes(name)) headers.set(name, value);
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const answer = await fetch(target, {
      method: incoming.method,
      headers,
      body: hasBody ? new Uint8Array(await bodyOf(incoming)) : undefined,
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const out: Record<string, string> = {};
    // fetch has decoded the body already.
    answer.headers.forEach((value, name) => {
      if (name !== 'content-encoding' && !HOP_BY_HOP.includes(name)) out[name] = value;
    });
    outgoing.writeHead(answer.status, { ...out, 'content-length': String(body.length) });
    outgoing.end(body);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }),
  );
}

type Timing = { status: number; firstByte: number; headEnd: number; lastByte: number };

/** One GET, timed from sending to the first body byte, the end of `</head>` and the last byte. */
function timedGet(url: string): Promise<Timing> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const request = httpRequest(url, { headers: { 'accept-encoding': 'identity' } }, (response) => {
      let firstByte = 0;
      let headEnd = 0;
      let text = '';
      response.on('data', (chunk: Buffer) => {
        const now = performance.now() - started;
        firstByte ||= now;
        text += chunk.toString('latin1');
        if (!headEnd && text.includes('</head>')) headEnd = now;
      });
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, firstByte, headEnd, lastByte: performance.now() - started }),
      );
    });
    request.on('error', fail);
    request.end();
  });
}

async function main() {
  const simulated = await startServer(thisBuild, {});
  const page = await documentPath(simulated.url);
  const proxy = await delayingProxy(simulated.url);
  const rows = [];
  for (const [build, dir] of builds) {
    const site = await startServer(dir, { API_UPSTREAM: proxy.url, RENDER_CACHE_MB: '0' });
    for (const delay of [delayMs, 0]) {
      currentDelay = delay;
      await timedGet(new URL(page, site.url).href); // warm-up: the server's first render loads its modules
      const timings: Timing[] = [];
      for (let round = 0; round < rounds; round += 1) timings.push(await timedGet(new URL(page, site.url).href));
      rows.push({
        build,
        'deferred call delay ms': delay,
        statuses: [...new Set(timings.map((t) => t.status))].join(','),
        'first byte ms (median)': Math.round(median(timings.map((t) => t.firstByte))),
        '</head> ms': Math.round(median(timings.map((t) => t.headEnd))),
        'last byte ms': Math.round(median(timings.map((t) => t.lastByte))),
      });
    }
    await stop(site);
  }
  proxy.close();
  await stop(simulated);
  console.log(`${page}, ${rounds} rounds each, cold (RENDER_CACHE_MB=0), loopback`);
  console.table(rows);
  console.log(JSON.stringify({ msg: 'measure-first-byte', page, rounds, rows }));
}

main()
  .catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
  });
