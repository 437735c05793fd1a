#!/usr/bin/env node
// Where a Vitest run's time went, from its JSON reports (`test-results/*.json`, written by `npm test`: vitest.json
// for the Vitest step, e2e*.json for the journeys; or any `vitest run --reporter=json --outputFile.json=…`): per
// report its wall time, per project the files, their summed time and median, then the slowest files and tests.
// Summed file times exceed the wall time when workers run side by side.
// Usage: node scripts/test-durations.mjs [report.json …] [how many slowest files and tests, default 15]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const args = process.argv.slice(2);
const top = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 15);
const given = args.filter((arg) => !/^\d+$/.test(arg));
const reports = given.length
  ? given
  : existsSync('test-results')
    ? readdirSync('test-results')
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => join('test-results', name))
    : [];
if (!reports.length) {
  console.error('no report: run `npm test` first, or name a Vitest JSON report');
  process.exit(1);
}
const root = resolve('.');

/** The project a file belongs to, by the include patterns of vitest.config.ts and the e2e config. */
function projectOf(file) {
  if (/\.stories\.tsx?$/.test(file)) return 'storybook';
  if (file.endsWith('.e2e.ts')) return 'e2e';
  const [, pkg, dir] = file.match(/^packages\/([^/]+)\/([^/]+)/) ?? [];
  if (pkg === 'web') return dir === 'server' ? 'server' : 'web';
  return pkg ?? 'other';
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const files = [];
const tests = [];
for (const reportPath of reports) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const wall = (report.testResults.reduce((end, r) => Math.max(end, r.endTime), 0) - report.startTime) / 1000;
  console.log(
    `${reportPath}: wall ${wall.toFixed(1)} s, ${report.testResults.length} files, ${report.numTotalTests} tests`,
  );
  for (const result of report.testResults) {
    const file = relative(root, result.name);
    files.push({ file, project: projectOf(file), seconds: (result.endTime - result.startTime) / 1000 });
    for (const test of result.assertionResults ?? [])
      tests.push({ name: `${file} › ${test.fullName}`, seconds: (test.duration ?? 0) / 1000 });
  }
}

console.log('\nproject      files   summed s   median s');
const projects = new Map();
for (const f of files) projects.set(f.project, [...(projects.get(f.project) ?? []), f]);
for (const [project, list] of [...projects].sort((a, b) => a[0].localeCompare(b[0]))) {
  const seconds = list.map((f) => f.seconds);
  const summed = seconds.reduce((a, b) => a + b, 0);
  console.log(
    `${project.padEnd(12)} ${String(list.length).padStart(5)} ${summed.toFixed(1).padStart(10)} ${median(seconds).toFixed(2).padStart(10)}`,
  );
}
console.log(`\nslowest ${top} files`);
for (const f of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, top))
  console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${f.project.padEnd(10)} ${f.file}`);
console.log(`\nslowest ${top} tests`);
for (const t of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, top))
  console.log(`${t.seconds.toFixed(1).padStart(7)} s  ${t.name}`);
