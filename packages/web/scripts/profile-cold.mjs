/**
 * Where a cold render's CPU goes: starts the built server with the render cache off
 * (RENDER_CACHE_MB=0), loads one page under autocannon, and prints the top functions and packages of the
 * site's process and of the simulated backend's process — by self time, and by inclusive time for the
 * frames that name a stage (call layer, proxy, router, renderToString…).
 *
 *   pnpm build && node packages/web/scripts/profile-cold.mjs ['/search?k=机器学习'] [--web <web dir>]
 *     [--seconds 8] [--connections 8] [--port 4290]
 *
 * Both processes are profiled with V8's sampling profiler through a preload (`--import`, carried by
 * NODE_OPTIONS into the forked simulation): profiling starts after a warm-up (SIGUSR2), so start-up and the
 * first page's module loading are left out, and each profile is written when its process exits. The
 * profiler slows the processes down: read the shares, not the absolute times. Profiles stay in a
 * temporary folder (printed), never in the repository.
 */
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    web: { type: 'string', default: fileURLToPath(new URL('..', import.meta.url)) },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '8' },
    port: { type: 'string', default: '4290' },
    top: { type: 'string', default: '20' },
  },
});
const page = positionals[0] ?? '/';
const port = Number(values.port);
const top = Number(values.top);
const out = mkdtempSync(join(tmpdir(), 'wenxian-profile-'));

// The preload: sampling starts on SIGUSR2 (after the warm-up) and the profile is written at exit.
const preload = join(out, 'preload.mjs');
writeFileSync(
  preload,
  `import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 500 });
let started = false;
process.on('SIGUSR2', () => { if (!started) { started = true; session.post('Profiler.start'); } });
process.on('exit', () => {
  if (!started) return;
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(${JSON.stringify(out)} + '/' + process.pid + '.cpuprofile', JSON.stringify(result.profile));
  });
});
`,
);

const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: resolve(values.web),
  env: {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(),
    PORT: String(port),
    HOST: '127.0.0.1',
    SIMULATION_PORT: String(port + 1),
    SIMULATION_RATE_LIMIT: 'off',
    ACCESS_LOG: 'off',
    API_UPSTREAM: '',
    RENDER_CACHE_MB: '0',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((done, fail) => {
  server.stdout.on('data', (chunk) => /running at/.test(String(chunk)) && done());
  server.once('exit', (code) => fail(new Error(`the server exited with ${code}`)));
});
const url = new URL(page, `http://127.0.0.1:${port}/`).href;
const load = (duration) =>
  autocannon({
    url,
    connections: Number(values.connections),
    duration,
    headers: { 'accept-encoding': 'br, gzip' },
  });
// Warm-up outside the profile: the first pages build the simulation's corpus and load the route modules.
for (let i = 0; i < 5; i += 1) await (await fetch(url)).arrayBuffer();
await load(2);
const simulation = execFileSync('pgrep', ['-P', String(server.pid)])
  .toString()
  .trim()
  .split('\n')
  .map(Number)
  .filter(Boolean);
for (const pid of [server.pid, ...simulation]) process.kill(pid, 'SIGUSR2');
const result = await load(Number(values.seconds));
server.removeAllListeners('exit');
await new Promise((done) => {
  server.once('exit', done);
  server.kill('SIGTERM');
});

/** Self time per function and per package, and inclusive time of the stage frames, as shares of busy time. */
function summary(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const short = (url) =>
    url
      .replace(/^file:\/\/.*?\/node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
      .replace(/^file:\/\/.*?\/packages\//, 'packages/');
  const label = (frame) => `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}`;
  const owner = (frame) =>
    frame.functionName.startsWith('(')
      ? frame.functionName
      : short(frame.url).startsWith('packages/')
        ? short(frame.url).split('/').slice(0, 3).join('/')
        : (/^(@[^/]+\/)?[^/:]+(:[^/]+)?/.exec(short(frame.url))?.[0] ?? '(native)');
  const self = new Map();
  const byOwner = new Map();
  const inclusive = new Map();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const time = profile.timeDeltas[index + 1] ?? 0;
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') return;
    busy += time;
    self.set(label(frame), (self.get(label(frame)) ?? 0) + time);
    byOwner.set(owner(frame), (byOwner.get(owner(frame)) ?? 0) + time);
    const seen = new Set();
    for (let up = id; up !== undefined; up = parents.get(up)) {
      const name = label(nodes.get(up).callFrame);
      if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + time);
      seen.add(name);
    }
  });
  const rows = (map, filter = () => true) =>
    [...map]
      .filter(([name]) => filter(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => `  ${((100 * time) / busy).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  const stages =
    /^(exports\.)?(renderToString|createStaticHandler|createStaticRouter|query|dispatchRequest|signedHeaders|callUpstream|createProxyBackend|toSharedPage|runRoute|getResponse|searchLiterature|compression|\(garbage collector\)) /;
  const stageRows = [...inclusive].filter(([name]) => stages.test(name));
  return [
    `busy ${(busy / 1000).toFixed(0)} ms`,
    `self time by package:\n${rows(byOwner)}`,
    `self time by function:\n${rows(self)}`,
    `inclusive time of the stages:\n${rows(new Map(stageRows))}`,
  ].join('\n');
}

console.log(
  `${page}: ${Math.round(result.requests.average)} req/s while profiled, ${result.non2xx} non-2xx (profiles in ${out})`,
);
for (const file of readdirSync(out).filter((name) => name.endsWith('.cpuprofile'))) {
  const pid = Number(file.split('.')[0]);
  console.log(
    `\n== ${pid === server.pid ? 'site server' : 'simulated backend'} (pid ${pid})\n${summary(join(out, file))}`,
  );
}
