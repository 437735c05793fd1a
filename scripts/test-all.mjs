#!/usr/bin/env node
// Every test: typecheck, lint, the format check and the site's production build side by side, then all Vitest
// projects (domain, api, simulation, ui, web, server, storybook in Chromium with play + axe + visual snapshots)
// with the e2e journeys against that build beside them. Ends with "N passed, N failed".
// Each step's time is printed in the summary; `node scripts/test-durations.mjs` breaks the Vitest and journey steps down
// per project and file (docs/decisions/testing.md).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, relative, resolve, sep } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const steps = [];
let passed = 0;
let failed = 0;

/**
 * Runs one step. `quiet` steps keep their output until they end, so two running side by side do not
 * interleave their lines; the others print as they go.
 */
function step(name, cmd, args, { quiet = false, env = {} } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n━━ ${name}: ${cmd} ${args.join(' ')}`);
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (code) => {
      if (quiet) {
        console.log(`\n━━ ${name}: ${cmd} ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = code === 0;
      steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
      done(ok);
    });
  });
}

/** What failed, by file and test, with the first lines of why: printed under the summary. */
const failures = [];

/** The first lines of a failure's message, without colour codes. */
function firstLines(message = '', lines = 6) {
  return stripVTControlCharacters(String(message)).split('\n').filter(Boolean).slice(0, lines);
}

/** Adds a Vitest JSON report's counts to the totals, and its failures to the list. */
function count(report) {
  if (!existsSync(report)) return false;
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests;
  failed +=
    json.numFailedTests + (json.numTotalTestSuites && json.success === false && json.numFailedTests === 0 ? 1 : 0);
  for (const file of json.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of tests)
      failures.push({ name: `${name} › ${test.fullName}`, why: firstLines(test.failureMessages?.[0]) });
    if (file.status === 'failed' && tests.length === 0) failures.push({ name, why: firstLines(file.message) });
  }
  return true;
}

mkdirSync('test-results', { recursive: true });

// Vitest sets NODE_ENV=test, which would make Vite build a development bundle: the journeys run against the
// production build that `npm start` serves.
const siteBuild = existsSync('packages/web/e2e')
  ? step(
      'site build (for the e2e journeys)',
      'pnpm',
      ['--filter', '@wenxian/web', 'run', 'build', '--logLevel', 'warn'],
      {
        quiet: true,
        env: { NODE_ENV: 'production' },
      },
    )
  : Promise.resolve(false);

// tsc waits on the disk and its own single thread for much of its run: ESLint and Prettier fill the other core,
// and so does the production build the e2e journeys run against, started above (it needs little CPU:
// docs/decisions/testing.md). The e2e step is told the build is there instead of building it again.
const checks = await Promise.all([
  step('typecheck', 'pnpm', ['exec', 'tsc', '-b'], { quiet: true }),
  step('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings', '0'], { quiet: true }),
  step('format', 'pnpm', ['exec', 'prettier', '--check', '.', '--log-level', 'warn'], { quiet: true }),
  // Unused files, exports and dependencies (knip.jsonc).
  step('dead code', 'pnpm', ['exec', 'knip', '--no-progress'], { quiet: true }),
]);
for (const ok of checks) {
  if (ok) passed += 1;
  else failed += 1;
}

// The Vitest projects and the journeys run side by side: on their own the journeys leave about a third of the
// machine idle (they wait on the server, the browser and the clock), which the stories and unit tests fill
// (docs/decisions/testing.md, "Where the time goes").
const vitest = step('vitest (domain, api, ui, web, server, storybook)', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resolve('test-results/vitest.json')}`,
]).then(() => {
  if (!count('test-results/vitest.json')) failed += 1;
});

/**
 * Journeys that spend their time waiting on the clock rather than on the CPU: the AI answers stream at the
 * reading pace doc 000 §9 sets, a citation order moves state on the server's clock, the header banner closes
 * itself after 10 s. They run beside the others, each group against its own server and simulation, so no
 * journey shares a session, a quota or an order with one running at the same time.
 */
const waitingJourneys = ['ai.e2e.ts', 'citationOrder.e2e.ts', 'serverClock.e2e.ts'];

/**
 * The other journeys in `E2E_GROUPS` groups side by side (one by default), each against its own server and
 * simulation; files are dealt to the groups in turn, by path. With the clock-bound group beside them, one group
 * is what a 2-core machine runs without renders meeting their deadline; a larger machine may set more.
 */
const journeyGroups = Math.max(1, Number(process.env.E2E_GROUPS ?? 1));
const otherJourneys = existsSync('packages/web/e2e')
  ? readdirSync('packages/web/e2e', { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.e2e.ts') && !waitingJourneys.includes(basename(file)))
      .map((file) => `packages/web/e2e/${file.split(sep).join('/')}`)
      .sort()
  : [];

/**
 * The journeys of `files` against the built site, with their own report. Only the group that says so takes
 * E2E_PORT; the others' servers take free ports.
 */
function journeys(name, report, files, { ownPort = false } = {}) {
  return step(
    name,
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      '--config',
      'packages/web/e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resolve(report)}`,
      ...files,
    ],
    // The groups run side by side: only one may take E2E_PORT, the others' servers take free ports.
    { quiet: true, env: { E2E_SITE_BUILT: '1', ...(ownPort ? {} : { E2E_PORT: '' }) } },
  );
}

/** Every journey group side by side, once the site is built. */
async function allJourneys() {
  if (!existsSync('packages/web/e2e')) return;
  // A site that did not build has no journeys to run: the build's own step reports why.
  if (!(await siteBuild)) {
    failed += 1;
    return;
  }
  const groups = Array.from({ length: journeyGroups }, (_, index) => ({
    name: journeyGroups > 1 ? `e2e journeys, group ${index + 1} of ${journeyGroups}` : 'e2e journeys',
    report: journeyGroups > 1 ? `test-results/e2e-${index + 1}.json` : 'test-results/e2e.json',
    files: otherJourneys.filter((_, n) => n % journeyGroups === index),
  }));
  await Promise.all([
    ...groups.map((group, index) => journeys(group.name, group.report, group.files, { ownPort: index === 0 })),
    journeys('e2e journeys that wait on the clock', 'test-results/e2e-waiting.json', waitingJourneys),
  ]);
  for (const group of groups) if (!count(group.report)) failed += 1;
  if (!count('test-results/e2e-waiting.json')) failed += 1;
}

await Promise.all([vitest, allJourneys()]);

console.log('\n━━ summary');
for (const s of steps) console.log(`${s.ok ? '✓' : '✖'} ${s.name} (${s.seconds}s)`);
// CI may show only the end of the output: what failed is said here, where it is read.
for (const failure of failures) {
  console.log(`\n✖ ${failure.name}`);
  for (const line of failure.why) console.log(`    ${line.slice(0, 300)}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
