#!/usr/bin/env node
// Publishes Storybook to Chromatic when a project token is set. Here, with no route to Chromatic's
// cloud, visual snapshots are compared locally (see README); teams with a token run this instead.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (local snapshots run with `pnpm test:stories`).');
  process.exit(0);
}
const status = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
  },
).status;
process.exit(status ?? 1);
