import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot as root } from './workspaceRoot';

/**
 * Rules that have one home (docs/decisions/web.md "Statuses", "One escaper"): a second, hand-written copy in
 * any package's source fails here, where the next engineer would add it.
 */

/** The source files (not tests, stories, nor the support of tests in a `test` folder) under `folder`. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.(test|stories|e2e)\.tsx?$/.test(file))
    .filter((file) => !file.split(/[\\/]/).some((part) => part === 'node_modules' || part === 'test'))
    .map((file) => join(folder, file));
}

const packageSources = ['domain', 'api', 'simulation', 'ui', 'web']
  .flatMap((name) => sourcesUnder(`packages/${name}/src`))
  .concat(sourcesUnder('packages/web/server'));

/** Files whose text matches `pattern`, as repository paths. */
const filesMatching = (files: string[], pattern: RegExp) =>
  files
    .filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')))
    .map((file) => relative(root, join(root, file)));

describe('one home per rule', () => {
  it('escapes HTML and XML with the one escaper, never with entities written out by hand', () => {
    // A replacement table or chain: an entity as a string of its own ('&amp;', "&quot;", `&#39;`).
    expect(filesMatching(packageSources, /(['"`])&(?:amp|lt|gt|quot|apos|#39|#34);\1/)).toEqual([]);
  });

  it('answers a page status only through pageStatusOf: no page or route writes one by hand', () => {
    const webSources = sourcesUnder('packages/web/src');
    expect(filesMatching(webSources, /\{\s*status:\s*(?!pageStatusOf\()[\w.]/)).toEqual([]);
  });
});
