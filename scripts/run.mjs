#!/usr/bin/env node
// One entry for a fresh machine with only Node and npm: `npm start` and `npm test` both land here.
// It installs what is missing (pnpm, packages, and for tests Debian's chromium + CJK fonts), then runs.
// Signals: the package.json scripts `exec` this file, so npm/pnpm signal it directly; it passes SIGTERM/SIGINT
// on to the step running and waits for it, and the server is started as plain `node`, so it is the server
// itself that drains and exits — no wrapper in between to die at once or leave it orphaned.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).packageManager.split(
  '@',
)[1];
const CHROMIUM = '/usr/bin/chromium';

let running;
let stopping;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = signal;
    running?.kill(signal);
    if (!running) process.exit(128 + constants.signals[signal]);
  });
}

/** Runs one step with this terminal, passing our signals on; resolves with its exit status. */
function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    running = spawn(cmd, args, { stdio: 'inherit', shell: false, ...options });
    running.on('error', reject);
    running.on('exit', (code, signal) => {
      running = undefined;
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

async function must(cmd, args, options) {
  const status = await run(cmd, args, options);
  // A step stopped by our own signal is not a failure to report: stop with its status.
  if (stopping) process.exit(status);
  if (status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} exited with ${status}`);
    process.exit(status);
  }
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

async function ensurePnpm() {
  const current = has('pnpm') ? spawnSync('pnpm', ['--version'], { encoding: 'utf8' }).stdout.trim() : '';
  if (current !== PNPM_VERSION) {
    console.log(`→ installing pnpm ${PNPM_VERSION}`);
    await must('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`, '--no-fund', '--no-audit']);
  }
}

async function ensurePackages() {
  console.log('→ pnpm install');
  await must('pnpm', ['install', '--frozen-lockfile'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

async function ensureBrowser() {
  if (existsSync(CHROMIUM) && existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) return;
  if (process.getuid?.() !== 0) {
    console.error(`✖ Tests need Debian's chromium and CJK fonts: sudo apt-get install -y chromium fonts-noto-cjk`);
    process.exit(1);
  }
  console.log('→ apt-get install chromium fonts-noto-cjk');
  await must('apt-get', ['update', '-qq']);
  await must('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const command = process.argv[2];
await ensurePnpm();
await ensurePackages();

if (command === 'start') {
  // The page server and the simulation's process run as JavaScript built ahead (packages/web/dist/node, written
  // by the site's build), never through a TypeScript loader. WENXIAN_DIST names a site build to serve (README):
  // then only the server's own code is built, and only when it is missing.
  const web = fileURLToPath(new URL('../packages/web/', import.meta.url));
  const server = 'dist/node/index.js';
  if (!process.env.WENXIAN_DIST) await must('pnpm', ['--filter', '@wenxian/web', 'build']);
  else if (!existsSync(`${web}${server}`)) await must('pnpm', ['--filter', '@wenxian/web', 'build:server']);
  await must(process.execPath, [server], { cwd: web });
} else if (command === 'test') {
  await ensureBrowser();
  await must('node', ['scripts/test-all.mjs']);
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
