#!/usr/bin/env node
// One entry for a fresh machine with only Node and npm: `npm start` and `npm test` both land here.
// It installs what is missing (pnpm, packages, and for tests Debian's chromium + CJK fonts), then runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const PNPM_VERSION = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).packageManager.split(
  '@',
)[1];
const CHROMIUM = '/usr/bin/chromium';

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: false, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} exited with ${status}`);
    process.exit(status);
  }
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function ensurePnpm() {
  const current = has('pnpm') ? spawnSync('pnpm', ['--version'], { encoding: 'utf8' }).stdout.trim() : '';
  if (current !== PNPM_VERSION) {
    console.log(`→ installing pnpm ${PNPM_VERSION}`);
    must('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`, '--no-fund', '--no-audit']);
  }
}

function ensurePackages() {
  console.log('→ pnpm install');
  must('pnpm', ['install', '--frozen-lockfile'], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

function ensureBrowser() {
  if (existsSync(CHROMIUM) && existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) return;
  if (process.getuid?.() !== 0) {
    console.error(`✖ Tests need Debian's chromium and CJK fonts: sudo apt-get install -y chromium fonts-noto-cjk`);
    process.exit(1);
  }
  console.log('→ apt-get install chromium fonts-noto-cjk');
  must('apt-get', ['update', '-qq']);
  must('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const command = process.argv[2];
ensurePnpm();
ensurePackages();

if (command === 'start') {
  must('pnpm', ['--filter', '@wenxian/web', 'build']);
  must('pnpm', ['--filter', '@wenxian/web', 'start'], { env: { ...process.env } });
} else if (command === 'test') {
  ensureBrowser();
  must('node', ['scripts/test-all.mjs']);
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
