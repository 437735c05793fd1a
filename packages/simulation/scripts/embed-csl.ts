/**
 * Writes src/citation/styles/embedded.ts from the CSL files beside it, so the simulation can hand the
 * styles to citation-js in every runtime it runs in (Node under tsx, Vitest, Vite in the browser) without a
 * loader for `.csl` files. Run after updating a style: `pnpm exec tsx packages/simulation/scripts/embed-csl.ts`.
 * The test `citation/styles.test.ts` fails when the generated module and the files differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { embeddedModuleSource, styleFiles } from '../src/citation/styleFiles';

const dir = fileURLToPath(new URL('../src/citation/styles/', import.meta.url));
const contents = Object.fromEntries(
  Object.entries(styleFiles).map(([name, file]) => [name, readFileSync(dir + file, 'utf8')]),
);
const target = `${dir}embedded.ts`;
writeFileSync(target, await format(embeddedModuleSource(contents), { filepath: target }));
