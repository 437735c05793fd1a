/**
 * A bounded load test of the production server on loopback (issue 11): `/` and a search call, against the
 * embedded simulation and through the API_UPSTREAM proxy. The upstream is a second server in simulated
 * mode, so the proxied search does real work and the proxied page's calls cross a real HTTP hop.
 *
 *   pnpm --filter @wenxian/web build && pnpm --filter @wenxian/web loadtest [-- --seconds 4 --connections 10]
 *
 * Four runs of `--seconds` each (default 4: 16 s of load in all, within the 20 s). The simulation's
 * burst limit (code 20 after 300 calls in 10 s from one address) is switched off for these servers only
 * (SIMULATION_RATE_LIMIT=off): one loopback address is every "visitor" here. Any non-2xx answer, socket
 * error, timeout, or search answer whose envelope code is not 200 counts as an error; the exit code is 1
 * when there is one.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { configureApi, search } from '@wenxian/api';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '4' }, connections: { type: 'string', default: '10' } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const webDir = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(`${webDir}/dist/client/index.html`)) {
  console.error('No build found at packages/web/dist: run `pnpm --filter @wenxian/web build` first.');
  process.exit(1);
}

const children: ChildProcess[] = [];
/** Starts server/index.ts and resolves with its address once it prints the startup line. */
function startServer(env: Record<string, string>): Promise<{ url: string; line: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: webDir,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SIMULATION_RATE_LIMIT: 'off', API_UPSTREAM: '', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // Access log lines are dropped: they would only measure the terminal.
      const line = out.split('\n').find((text) => text.startsWith('wenxian is running at'));
      const url = line && /running at (\S+)/.exec(line)?.[1];
      if (url) {
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({ url, line });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** A signed search call exactly as the site's call layer sends it (headers valid for the run). */
async function recordSearch(origin: string): Promise<{ path: string; headers: Record<string, string>; body: string }> {
  let recorded: { path: string; headers: Record<string, string>; body: string } | undefined;
  configureApi({
    origin,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const body = await request.clone().text();
      recorded = { path: new URL(request.url).pathname, headers: Object.fromEntries(request.headers), body };
      return fetch(request);
    },
  });
  const result = await search({ conditions: [{ searchField: 'U', content: '深度学习' }], pageSize: 20 });
  if (!recorded || result.list.length === 0) throw new Error('the search call found nothing to measure');
  return recorded;
}

type Row = {
  target: string;
  mode: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
};

async function measure(mode: string, target: string, options: autocannon.Options): Promise<Row> {
  // Warm-up outside the measured window: the first page loads the lazy route modules and the corpus.
  for (let i = 0; i < 3; i += 1) {
    const warm = await fetch(options.url, {
      method: options.method ?? 'GET',
      headers: options.headers as Record<string, string> | undefined,
      body: options.body as string | undefined,
    });
    await warm.arrayBuffer();
  }
  const result = await autocannon({ connections, duration: seconds, ...options });
  return {
    target,
    mode,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    // A run in which nothing completed measured nothing: that is a failure too.
    errors:
      result.errors +
      result.timeouts +
      result.non2xx +
      (result.mismatches ?? 0) +
      (result.requests.total === 0 ? 1 : 0),
  };
}

async function main() {
  const simulated = await startServer({});
  const proxied = await startServer({ API_UPSTREAM: simulated.url });
  console.log(simulated.line);
  console.log(proxied.line);
  const call = await recordSearch(new URL(simulated.url).origin);
  const searchOptions = (base: string): autocannon.Options => ({
    url: new URL(call.path, base).href,
    method: 'POST',
    // Uncompressed, so each answer's envelope can be read: a code-20 or error envelope sent with HTTP 200
    // is still an error. (Pages are measured with brotli, as browsers ask for them.)
    headers: { ...call.headers, 'accept-encoding': 'identity' },
    body: call.body,
    verifyBody: (body) => String(body).startsWith('{"code":200,'),
  });
  const page = (base: string): autocannon.Options => ({ url: base, headers: { 'accept-encoding': 'br, gzip' } });

  const rows: Row[] = [];
  rows.push(await measure('simulated', '/', page(simulated.url)));
  rows.push(await measure('simulated', 'POST /newsite/search', searchOptions(simulated.url)));
  rows.push(await measure('proxy → upstream', '/', page(proxied.url)));
  rows.push(await measure('proxy → upstream', 'POST /newsite/search', searchOptions(proxied.url)));

  console.log(`\n${connections} connections, ${seconds} s each, loopback`);
  console.table(rows);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  console.log(JSON.stringify({ msg: 'loadtest', connections, seconds, rows }));
  return errors;
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
