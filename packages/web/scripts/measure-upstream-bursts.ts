/**
 * Failed POSTs through the API proxy over bursts spaced about one upstream keep-alive apart (M4): the proxy's
 * kept-alive connections meet the moment the upstream closes them. Loopback only, bounded in count and time.
 *
 *   pnpm --filter @wenxian/web exec tsx scripts/measure-upstream-bursts.ts \
 *     [--bursts 24] [--size 20] [--keep-alive-ms 5000] [--gap-ms <keep-alive − 25>] [--busy-ms 0]
 *     [--server <packages/web/server of another checkout>]
 *
 * The upstream is Node's HTTP server behind a loopback TCP proxy that behaves as a real upstream across a
 * network: it closes a kept-alive connection idle for `keep-alive-ms` (5 s, nginx's and Node's figure), and
 * what the client sends reaches it `latency-ms` later (default 10 ms), so a call sent just before the close
 * meets a connection already closed, as over a real network — on bare loopback that window is too short to
 * ever be hit. Each burst sends `size` JSON POSTs at once through `createProxyBackend`, then waits `gap-ms`
 * (default: the keep-alive less 25 ms) plus up to 50 ms of jitter, so bursts land as the upstream closes the
 * idle connections; 24 bursts take two minutes. Prints one JSON line: calls, failed, rate.
 * Before/after: `--server` names another checkout's packages/web/server (the figures are in
 * docs/decisions/server.md).
 */
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { createProxyBackend as createProxyBackendType } from '../server/upstream/proxy';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    bursts: { type: 'string', default: '24' },
    size: { type: 'string', default: '20' },
    'keep-alive-ms': { type: 'string', default: '5000' },
    'gap-ms': { type: 'string' },
    server: { type: 'string', default: resolve(import.meta.dirname, '../server') },
    'busy-ms': { type: 'string', default: '0' },
    'latency-ms': { type: 'string', default: '10' },
  },
});
const bounded = (value: string | undefined, max: number, name: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) throw new Error(`--${name} must be 1…${max}`);
  return number;
};
const bursts = bounded(values.bursts, 50, 'bursts');
const size = bounded(values.size, 100, 'size');
const keepAliveMs = bounded(values['keep-alive-ms'], 10_000, 'keep-alive-ms');
// Each pause ends within 25 ms either side of the moment the upstream closes the idle connections.
const gapMs = bounded(values['gap-ms'] ?? String(keepAliveMs - 25), 10_000, 'gap-ms');
// A busy event loop (a page server rendering): the pause's last `busy-ms` are spent computing, so the
// upstream's closes arrive while nothing reads them — as on a loaded machine whose timers fire late.
const busyMs = Number(values['busy-ms']);
if (!Number.isInteger(busyMs) || busyMs < 0 || busyMs > 1_000) throw new Error('--busy-ms must be 0…1000');
const latencyMs = Number(values['latency-ms']);
if (!Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > 200) throw new Error('--latency-ms must be 0…200');

type ProxyModule = { createProxyBackend: typeof createProxyBackendType };
const { createProxyBackend } = (await import(
  pathToFileURL(resolve(values.server, 'upstream/proxy.ts')).href
)) as ProxyModule;

// The upstream in a thread of its own: its keep-alive timers fire while this thread is busy.
const upstream = new Worker(
  `const { createServer } = require('node:http');
  const { parentPort, workerData } = require('node:worker_threads');
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ code: 200, data: { echoed: body.length }, message: 'success' }));
    });
  });
  // The HTTP server itself never closes an idle connection: the proxy in front of it does.
  server.keepAliveTimeout = 600000;
  const { createServer: createTcpServer, connect } = require('node:net');
  const proxy = createTcpServer((client) => {
    const origin = connect(server.address().port, '127.0.0.1');
    let idle;
    let closed = false;
    const close = () => { closed = true; clearTimeout(idle); client.destroy(); origin.destroy(); };
    // Idle from the last byte either way, as the upstream sees them; closed at the keep-alive.
    const active = () => { clearTimeout(idle); idle = setTimeout(close, workerData.keepAliveMs); };
    client.on('data', (chunk) => setTimeout(() => { if (closed) return; active(); origin.write(chunk); }, workerData.latencyMs));
    origin.on('data', (chunk) => { active(); client.write(chunk); });
    client.on('error', close).on('close', close);
    origin.on('error', close).on('close', close);
    active();
  });
  server.listen(0, '127.0.0.1', () =>
    proxy.listen(0, '127.0.0.1', () => parentPort.postMessage(proxy.address().port)));
  parentPort.on('message', () => { proxy.close(); server.closeAllConnections(); server.close(); });`,
  { eval: true, workerData: { keepAliveMs, latencyMs } },
);
const port = await new Promise<number>((done) => upstream.once('message', done));

const failures: Record<string, number> = {};
const backend = createProxyBackend({
  upstream: new URL(`http://127.0.0.1:${port}/`),
  timeoutMs: 30_000,
  log: (line) => void (failures[String(line.msg)] = (failures[String(line.msg)] ?? 0) + 1),
});

const body = JSON.stringify({ keyword: '机器学习', page: 1, pageSize: 20 });
const post = async () => {
  const response = await backend(
    new Request('http://localhost/newsite/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      body,
    }),
  );
  const envelope = (await response.json().catch(() => ({}))) as { code?: number };
  return response.status === 200 && envelope.code === 200;
};

let calls = 0;
let failed = 0;
const started = Date.now();
for (let burst = 0; burst < bursts; burst += 1) {
  const answers = await Promise.all(Array.from({ length: size }, post));
  calls += answers.length;
  failed += answers.filter((ok) => !ok).length;
  if (burst === bursts - 1) break;
  const pause = gapMs + Math.random() * 50;
  await new Promise((done) => setTimeout(done, Math.max(0, pause - busyMs)));
  const until = Date.now() + busyMs;
  while (Date.now() < until); // computing, as a render does
}
upstream.postMessage('close');
await upstream.terminate();
console.log(
  JSON.stringify({
    server: values.server,
    bursts,
    size,
    keepAliveMs,
    gapMs,
    busyMs,
    latencyMs,
    seconds: Math.round((Date.now() - started) / 1000),
    calls,
    failed,
    failedPercent: Number(((failed / calls) * 100).toFixed(2)),
    failures,
  }),
);
process.exit(0);
