#!/usr/bin/env node
// `npm test` run N times in a row (default 2) while stress-ng keeps every core busy: a test whose verdict
// depends on the machine's speed is a defect (docs/decisions/testing.md). Prints each run's summary line and
// wall time; exits 1 when any run failed.
//   node scripts/test-under-stress.mjs [runs]
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const runs = Number(process.argv[2] ?? 2);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`runs must be a whole number of at least 1, got "${process.argv[2]}"`);
  process.exit(2);
}
if (spawnSync('stress-ng', ['--version']).status !== 0) {
  console.error('stress-ng is not installed (Debian: apt-get install -y stress-ng)');
  process.exit(2);
}

const cores = availableParallelism();
const stress = spawn('stress-ng', ['--cpu', String(cores), '--quiet'], { stdio: 'ignore' });
const stopStress = () => stress.kill('SIGTERM');
process.on('SIGINT', () => {
  stopStress();
  process.exit(130);
});

/** One `npm test`, its output passed through; resolves with its exit code and "N passed, N failed" line. */
function npmTest() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let tail = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.on('close', (code) => {
      const summary = [...tail.matchAll(/^\d+ passed, \d+ failed$/gm)].at(-1)?.[0] ?? 'no summary line';
      resolve({ code, summary });
    });
  });
}

const results = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const started = Date.now();
    console.log(`\n━━ run ${run} of ${runs}: npm test beside stress-ng --cpu ${cores}`);
    const { code, summary } = await npmTest();
    results.push({ run, code, summary, seconds: Math.round((Date.now() - started) / 1000) });
  }
} finally {
  stopStress();
}

console.log(`\n━━ npm test under stress-ng --cpu ${cores}`);
for (const r of results) console.log(`run ${r.run}: ${r.summary} (exit ${r.code}, ${r.seconds} s)`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
