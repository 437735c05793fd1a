#!/usr/bin/env node
// The specification lives beside the project's checkout (../shared/spec), not in it; what the tests need of it
// is copied into the repository, so a clone with nothing beside it runs every test. This refreshes the copies
// from ../shared/spec when it is there (or from SPEC_DIR), and with --check only reports a copy that differs.
//   node scripts/refresh-spec-copies.mjs [--check]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const specDir = process.env.SPEC_DIR ? resolve(process.env.SPEC_DIR) : resolve(root, '../shared/spec');

/** Each copy: the spec's file, and where the repository keeps it. */
const copies = [{ from: 'routes.txt', to: 'packages/web/src/routes/routes.txt' }];

const header = (from) =>
  [
    `# A copy of the specification's ${from} (../shared/spec/${from} beside the project's checkout), kept in the`,
    '# repository so that the tests read it from here. Refresh it with `node scripts/refresh-spec-copies.mjs`;',
    '# edit the specification, never this copy.',
    '',
  ].join('\n');

if (!existsSync(specDir)) {
  console.error(`${specDir} not found: nothing to refresh (set SPEC_DIR to the spec's folder).`);
  process.exit(1);
}
const check = process.argv.includes('--check');
let stale = 0;
for (const { from, to } of copies) {
  const wanted = header(from) + readFileSync(resolve(specDir, from), 'utf8');
  const target = resolve(root, to);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current === wanted) {
    console.log(`${to}: the same as ${relative(root, resolve(specDir, from))}`);
  } else if (check) {
    stale += 1;
    console.log(`${to}: differs from ${relative(root, resolve(specDir, from))}`);
  } else {
    writeFileSync(target, wanted);
    console.log(`${to}: refreshed from ${relative(root, resolve(specDir, from))}`);
  }
}
process.exit(stale ? 1 : 0);
