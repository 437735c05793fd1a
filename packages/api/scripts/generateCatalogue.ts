/**
 * Writes src/catalogue/catalogue.generated.ts: the spec's calls the site has no screen for (see
 * src/catalogue/uncalledCatalogue.ts for the rule). Run: pnpm --filter @wenxian/api catalogue
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as api from '../src/index';
import { catalogueSource, catalogueSources, pathConstantsOf, uncalledCalls } from '../src/catalogue/uncalledCatalogue';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const target = fileURLToPath(new URL('../src/catalogue/catalogue.generated.ts', import.meta.url));
const calls = uncalledCalls(pathConstantsOf(api), catalogueSources(repoRoot));
writeFileSync(target, catalogueSource(calls));
console.log(`catalogue.generated.ts: ${calls.length} calls without a screen`);
