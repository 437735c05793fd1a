#!/usr/bin/env node
// Where a Vitest run's time went, from its JSON report (`test-results/vitest.json`, written by `npm test`, or
// any `vitest run --reporter=json --outputFile.json=…`): per project the files, their summed time and median,
// then the slowest files. Summed file times exceed the wall time when workers run side by side.
// Usage: node scripts/test-durations.mjs [report.json] [how many slowest files, default 15]
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const [reportPath = 'test-results/vitest.json', top = '15'] = process.argv.slice(2);
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const root = resolve('.');

/** The project a file belongs to, by the include patterns of vitest.config.ts. */
function projectOf(file) {
  if (/\.stories\.tsx?$/.test(file)) return 'storybook';
  if (file.endsWith('.e2e.ts')) return 'e2e';
  const [, pkg, dir] = file.match(/^packages\/([^/]+)\/([^/]+)/) ?? [];
  if (pkg === 'web') return dir === 'server' ? 'server' : 'web';
  return pkg ?? 'other';
}

const files = report.testResults.map((result) => {
  const file = relative(root, result.name);
  return { file, project: projectOf(file), seconds: (result.endTime - result.startTime) / 1000 };
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const wall = (report.testResults.reduce((end, r) => Math.max(end, r.endTime), 0) - report.startTime) / 1000;
console.log(`wall ${wall.toFixed(1)} s, ${files.length} files, ${report.numTotalTests} tests`);
console.log('project      files   summed s   median s');
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
for (const f of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, Number(top)))
  console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${f.project.padEnd(10)} ${f.file}`);
