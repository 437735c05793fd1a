#!/usr/bin/env node
// Time from `npm start` to the server's startup line ("wenxian is running at …"), the median of several runs, for
// each checkout named (default: this one). `npm start` builds the site and then starts the server, so the figure
// is what an operator waits after a deploy; `--server-only` times the page server's own start alone (the web
// package's `start` script over the build already there: no install, no build).
//   node packages/web/scripts/measure-startup.mjs [--runs 3] [--server-only] [<checkout> …]
// Every run listens on loopback on a free port the system picks (PORT=0; the simulation picks its own), and is stopped
// with SIGTERM once its line is printed; a run that prints no line within the hang guard counts as failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index < 0 ? undefined : args.splice(index, 2)[1];
};
const flag = (name) => {
  const index = args.indexOf(name);
  if (index >= 0) args.splice(index, 1);
  return index >= 0;
};
const runs = Number(option('--runs') ?? 3);
const serverOnly = flag('--server-only');
const checkouts = args.length ? args.map((dir) => resolve(dir)) : [fileURLToPath(new URL('../../..', import.meta.url))];
const HANG_GUARD_MS = 15 * 60_000;

/** One start: resolves with the milliseconds to the startup line, once the process has ended again. */
function once(checkout) {
  const web = `${checkout}/packages/web`;
  const [cmd, cmdArgs, cwd] = serverOnly
    ? ['sh', ['-c', JSON.parse(readFileSync(`${web}/package.json`, 'utf8')).scripts.start], web]
    : ['npm', ['start'], checkout];
  const started = performance.now();
  const child = spawn(cmd, cmdArgs, {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', API_UPSTREAM: '', ACCESS_LOG: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let out = '';
    let ms;
    const guard = setTimeout(() => child.kill('SIGKILL'), HANG_GUARD_MS);
    child.stderr.on('data', (chunk) => (out += chunk.toString()));
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      if (ms === undefined && /wenxian is running at/.test(out)) {
        ms = performance.now() - started;
        child.kill('SIGTERM');
      }
    });
    child.on('exit', () => {
      clearTimeout(guard);
      if (ms === undefined) fail(new Error(`no startup line from ${checkout}:\n${out.slice(-2000)}`));
      else done(ms);
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

for (const checkout of checkouts) {
  const times = [];
  for (let run = 1; run <= runs; run += 1) {
    const ms = await once(checkout);
    times.push(ms);
    console.log(`${checkout}  run ${run}: ${(ms / 1000).toFixed(1)} s`);
  }
  const what = serverOnly ? 'server start to startup line' : 'npm start to startup line';
  console.log(
    `${checkout}  ${what}: median ${(median(times) / 1000).toFixed(1)} s of ${runs} (${times.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s)`,
  );
}
