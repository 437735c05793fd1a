#!/usr/bin/env node
/**
 * Measures the seeded corpus: the median time to build the dataset (buildDataset, in-process after a warm-up
 * build; wall and CPU time, as the machine may be shared) and the records per publication year, for the working tree's generator and, when given, a reference
 * copy of the package's src (another checkout) measured the same way in the same run.
 *
 *   node packages/simulation/scripts/measure-corpus.mjs [rounds=7] [referenceSrcDir]
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const rounds = Number(process.argv[2] ?? 7);
const reference = process.argv[3];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(label, datasetModule) {
  const { buildDataset } = await tsImport(datasetModule, import.meta.url);
  buildDataset();
  const times = [];
  const cpu = [];
  let dataset;
  for (let i = 0; i < rounds; i += 1) {
    const before = process.cpuUsage();
    dataset = buildDataset();
    const used = process.cpuUsage(before);
    times.push(dataset.buildMs);
    cpu.push((used.user + used.system) / 1000);
  }
  const years = {};
  for (const record of dataset.literature) years[record.year] = (years[record.year] ?? 0) + 1;
  console.log(
    `${label}: build median ${Math.round(median(times))} ms wall, ${Math.round(median(cpu))} ms CPU over ${rounds} builds`,
  );
  console.log(
    `${label}: records per year ${Object.entries(years)
      .map(([y, n]) => `${y}:${n}`)
      .join(' ')}`,
  );
}

const own = '../src/data/dataset.ts';
if (reference) await measure('reference', pathToFileURL(resolve(reference, 'data/dataset.ts')).href);
await measure('working tree', own);
if (reference) await measure('reference (again)', pathToFileURL(resolve(reference, 'data/dataset.ts')).href);
