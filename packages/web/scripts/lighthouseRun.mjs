// What the measuring scripts share: the production server started on a port, Debian's chromium for Playwright,
// and one stock Lighthouse run (its CLI with its defaults: mobile, simulated throttling) of a URL returning its
// JSON report.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFor } from './freePort.mjs';

export const web = fileURLToPath(new URL('..', import.meta.url));
/**
 * The only Chrome flags a stock run needs here: no display (headless) and root (no sandbox). Lighthouse's
 * launcher adds its own defaults; extra flags of ours would measure a browser no stock run uses.
 */
const chromeFlags = '--headless=new --no-sandbox';

/**
 * How long a server may take to answer before a measurement gives up: the journeys' hang guard
 * (e2e/harness/hangGuard.ts). On a busy machine a server starting its workers and its simulation takes well
 * over a minute; a measurement must wait for it, not go on against a port nobody answers.
 */
const SERVER_START_GUARD_MS = 300_000;

/** Every server process group this process started and has not stopped yet: ended with it, however it ends. */
const started = new Set();
const endGroup = (child) => {
  started.delete(child);
  try {
    // The server's group: the server, its workers and its simulation's process.
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
let cleanupInstalled = false;
function endServersOnExit() {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  // `exit` runs on a normal end, after an uncaught error and after process.exit(); signals end the process here.
  process.on('exit', () => [...started].forEach(endGroup));
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.once(signal, () => process.exit(code));
  }
}

/**
 * Starts the production server on `port` as `npm start` runs it (`dist/node/index.js`, built with the site, its
 * simulation embedded; `server/index.ts` under tsx when that file is absent) and resolves once it answers a call.
 * It runs in a process group of its own, ended by `stop()` and whenever this process ends (a crash, Ctrl-C), so a
 * measurement never leaves servers behind. Rejects if the server ends first or does not answer within the hang guard.
 */
export async function startSite(port, env = {}) {
  endServersOnExit();
  const built = existsSync(join(web, 'dist/node/index.js'));
  const [command, args] = built
    ? [process.execPath, ['dist/node/index.js']]
    : ['pnpm', ['exec', 'tsx', 'server/index.ts']];
  const server = spawn(command, args, {
    cwd: web,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_UPSTREAM: '', ACCESS_LOG: 'off', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  started.add(server);
  let errors = '';
  server.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2000)));
  let ended = null;
  server.once('exit', (code, signal) => {
    started.delete(server);
    ended = `ended (${signal ?? `exit code ${code}`})`;
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => endGroup(server);
  const deadline = Date.now() + SERVER_START_GUARD_MS;
  for (;;) {
    if (ended) throw new Error(`the server on port ${port} ${ended} before it answered:\n${errors}`);
    if (Date.now() > deadline) {
      stop();
      throw new Error(`the server on port ${port} did not answer within ${SERVER_START_GUARD_MS} ms:\n${errors}`);
    }
    const ok = await fetch(`${origin}/newsite/server-time`, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The same-run reference arm of a measure: the build REFERENCE_DIST names (another web dist, inside packages/web where
 * its server's modules resolve) served by startSite on REFERENCE_PORT or a free port; undefined without REFERENCE_DIST.
 */
export async function startReferenceBuild() {
  const dist = process.env.REFERENCE_DIST;
  if (!dist) return undefined;
  return startSite(await portFor('the reference build', process.env.REFERENCE_PORT), { WENXIAN_DIST: dist });
}

/** Runs pnpm in the web package for a production build; throws when it fails. */
export function pnpmInWeb(args) {
  const env = { ...process.env, NODE_ENV: 'production' };
  if (spawnSync('pnpm', args, { cwd: web, stdio: 'inherit', env }).status !== 0)
    throw new Error(`pnpm ${args.join(' ')} failed`);
}

const out = mkdtempSync(join(tmpdir(), 'lh-'));

/** Lighthouse's own word for a run that failed on its side and should be repeated (e.g. NO_NAVSTART). */
const RUN_AGAIN = /Please run Lighthouse again/;

/**
 * One Lighthouse run of `url`, as the stock CLI does it (every category unless `categories` narrows them; the
 * performance trace is the same either way); asynchronous, so servers in this process keep answering. A run
 * Lighthouse itself asks to repeat (its trace recording failed) is repeated, at most twice.
 */
export async function lighthouse(url, categories) {
  for (let attempt = 1; ; attempt += 1) {
    const { status, errors } = await lighthouseOnce(url, categories);
    if (status === 0) return JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    if (attempt === 3 || !RUN_AGAIN.test(errors)) throw new Error(`lighthouse failed for ${url}:\n${errors}`);
  }
}

/** One Lighthouse process: its exit status and the end of what it wrote to stderr. */
function lighthouseOnce(url, categories) {
  let errors = '';
  return new Promise((resolve) => {
    const run = spawn(
      'pnpm',
      [
        'exec',
        'lighthouse',
        url,
        '--output=json',
        `--output-path=${join(out, 'report.json')}`,
        '--quiet',
        ...(categories ? [`--only-categories=${categories.join(',')}`] : []),
        `--chrome-flags=${chromeFlags}`,
      ],
      { cwd: web, env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    run.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2000)));
    run.on('exit', (status) => resolve({ status, errors }));
  });
}

/** Lighthouse's mobile network (its `mobileSlow4G` throttling), for the timing scripts' NETWORK=slow4g. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};

/** Debian's chromium under Playwright, quiet (no background traffic to disturb timings). */
export async function launchChromium() {
  const { chromium } = await import('playwright');
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
}

export { median, spread } from './statistics.mjs';

/**
 * The pages the Lighthouse and blocking-time measures visit (`/`, a results page, a document page), as the browser
 * asks for them; env ONLY keeps those whose path contains the text.
 */
export const measuredPages = ['/', `/search?k=${encodeURIComponent('机器学习')}`, '/doc/journal/QK202200001'].filter(
  (page) => decodeURIComponent(page).includes(process.env.ONLY ?? ''),
);

/** Research topics the timing scripts type, each once (a new text every run, so no answer is cached). */
export const sampleTopics = [
  '数字经济',
  '乡村振兴',
  '深度学习',
  '碳中和',
  '知识图谱',
  '推荐系统',
  '目标检测',
  '大语言模型',
  '区块链',
  '物联网',
  '人工智能',
  '新能源',
  '供应链',
  '教育',
  '医学',
  '城市',
  '农业',
  '金融',
  '机器学习',
  '图像',
  '网络',
  '管理',
  '文化',
  '环境',
];
