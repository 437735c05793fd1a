import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { optimizeBaselines } from '../scripts/baselines-optimize.mjs';

/**
 * Global setup of the storybook project: the baselines a run writes (`--update`, or a story's first picture)
 * are recompressed losslessly when it ends, so the repository grows by optimised pictures only
 * (docs/decisions/testing.md). A run that may not write baselines (CI) skips the search.
 */
let started = 0;
let packages = '';
let writes = false;

export function setup(project: TestProject) {
  started = Date.now();
  packages = join(project.config.root, 'packages');
  writes = project.config.snapshotOptions.updateSnapshot !== 'none';
}

/** Every PNG under a `__screenshots__` folder below `dir` changed since the run began. */
function writtenSince(dir: string, since: number, inBaselines = false): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...writtenSince(path, since, inBaselines || entry.name === '__screenshots__'));
    else if (inBaselines && entry.name.endsWith('.png') && statSync(path).mtimeMs >= since) found.push(path);
  }
  return found;
}

export function teardown() {
  if (!writes) return;
  optimizeBaselines(writtenSince(packages, started));
}
