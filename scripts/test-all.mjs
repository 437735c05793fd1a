#!/usr/bin/env node
// Every test, in order: typecheck, lint, all Vitest projects (domain, api, ui, web, server, storybook in Chromium
// with play + axe + visual snapshots), the e2e journeys. Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

const steps = [];
let passed = 0;
let failed = 0;

function step(name, cmd, args) {
  const started = Date.now();
  console.log(`\n━━ ${name}: ${cmd} ${args.join(' ')}`);
  const status = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } }).status ?? 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, ok: status === 0, seconds });
  return status === 0;
}

/** Adds a Vitest JSON report's counts to the totals. */
function count(report) {
  if (!existsSync(report)) return false;
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests;
  failed +=
    json.numFailedTests + (json.numTotalTestSuites && json.success === false && json.numFailedTests === 0 ? 1 : 0);
  return true;
}

mkdirSync('test-results', { recursive: true });

if (!step('typecheck', 'pnpm', ['exec', 'tsc', '-b'])) failed += 1;
else passed += 1;
if (!step('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings', '0'])) failed += 1;
else passed += 1;
step('vitest (domain, api, ui, web, server, storybook)', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resolve('test-results/vitest.json')}`,
]);
if (!count('test-results/vitest.json')) failed += 1;

if (existsSync('packages/web/e2e')) {
  step('e2e journeys', 'pnpm', [
    'exec',
    'vitest',
    'run',
    '--config',
    'packages/web/e2e/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resolve('test-results/e2e.json')}`,
  ]);
  if (!count('test-results/e2e.json')) failed += 1;
}

console.log('\n━━ summary');
for (const s of steps) console.log(`${s.ok ? '✓' : '✖'} ${s.name} (${s.seconds}s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
