/**
 * Lists every Chinese string of the specification documents and shows where each lives in the
 * message catalogue (`messages`), then prints the coverage of user-facing strings.
 * Exit code 1 below 100 %.
 *
 *   pnpm --filter @wenxian/domain spec:strings            # spec from ../shared/spec
 *   SPEC_DIR=/path/to/spec pnpm --filter @wenxian/domain spec:strings
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '../src/messages/messages';
import { catalogueIndex, specCoverage } from '../src/messages/specCoverage';

/**
 * Chinese strings of the spec that are not user-facing, with the reason. Empty today: every
 * string found, including the data placeholders 不详/无 and the tag family names, is in the
 * catalogue.
 */
const exclusions: Readonly<Record<string, string>> = {};

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const specDir = process.env.SPEC_DIR ? resolve(process.env.SPEC_DIR) : resolve(repoRoot, '../shared/spec');

const documents = readdirSync(specDir)
  .filter((name) => name.endsWith('.txt'))
  .sort()
  .map((name) => ({ name: name.slice(0, 3), text: readFileSync(join(specDir, name), 'utf8') }));

if (documents.length === 0) {
  console.error(`No spec documents (*.txt) in ${specDir}`);
  process.exit(1);
}

const report = specCoverage(documents, catalogueIndex(messages, 'messages'), exclusions);

console.log(`Spec documents: ${documents.map((d) => d.name).join(', ')} (${specDir})\n`);
for (const row of report.rows) {
  const status = row.excludedBecause !== undefined ? 'EXCLUDED' : row.keys.length > 0 ? 'ok' : 'MISSING';
  const where = row.excludedBecause ?? (row.keys.join(', ') || '—');
  console.log(`${status.padEnd(8)} ${row.text}  [${row.documents.join(',')}]  ${where}`);
}
if (report.extraCatalogueEntries.length > 0) {
  console.log('\nCatalogue strings found in no spec document:');
  for (const entry of report.extraCatalogueEntries) console.log(`  ${entry.text}  ${entry.keys.join(', ')}`);
}
const excluded = report.rows.length - report.userFacing;
console.log(
  `\nChinese strings in the spec: ${report.rows.length} (${excluded} excluded). ` +
    `User-facing strings in the catalogue: ${report.covered}/${report.userFacing} = ${report.percent}%`,
);
process.exit(report.covered === report.userFacing ? 0 : 1);
