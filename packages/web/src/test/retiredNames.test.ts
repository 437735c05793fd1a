import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot as root } from './workspaceRoot';
import { filesIn, packageFolders } from './packageFiles';

/**
 * One name per concept in every package (docs/ARCHITECTURE.md "Retired names"): the words a concept's other names
 * used in identifiers, import paths and path constants. Prose may still say "behaviour"; an identifier may not.
 */
const retired: readonly RegExp[] = [
  /\borderCheck\b/,
  /\bpaperCheck/,
  /\bORDER_CHECK_PATHS\b/,
  /\bAI_SEARCH_PATHS\b/,
  /['/]aiSearch['/]/,
  /\b[bB]ehaviour[A-Z]/,
  /downloadHooks/,
  /app\/prefetch'/,
  // The manager area: `magazine` stays only in the backend's paths and its current-user field `isMagazine`.
  /\bMAGAZINE_/,
  /Magazine[A-Z]/,
  /\bmagazine(?!Article\b)[A-Z]/,
  /[\w.]\/magazine\b/,
  /\bPUBLIC_CONTENT_PATHS\b/,
  /\bpublicContent\b/,
  /\bPRODUCT_SERVICE_PATHS\b/,
  /['/]productService['/]/,
  /\bDOCUMENTS_PATHS\b/,
  /\/lazy'/,
  /\/mappers'/,
  /\/siteContent'/,
  /\.\/testing\//,
  /\/tests\//,
];

/** The source files of every package (TypeScript and the scripts' JavaScript). */
const sourceFiles = packageFolders.flatMap(filesIn).filter((file) => /\.(tsx?|mjs|js)$/.test(file));

/** `file:line` of every line of `text` that uses a retired name. */
function usesOf(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      retired.some((name) => name.test(line)) ? [`${relative(root, file)}:${index + 1}`] : [],
    );
}

describe('retired names', () => {
  it('are used by no source file of any package', () => {
    const files = sourceFiles.filter((file) => !file.endsWith('retiredNames.test.ts'));
    expect(files.length).toBeGreaterThan(1000);
    expect(files.flatMap((file) => usesOf(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('are found where one is used', () => {
    expect(usesOf('a.ts', "import { ORDER_CHECK_PATHS } from '../orderCheck';\nconst x = 1;")).toEqual(['a.ts:1']);
    expect(usesOf('b.ts', 'const BehaviourEvent = 1;')).toEqual(['b.ts:1']);
    expect(usesOf('c.ts', '// the behaviour log, batched\nlabel: messages.search.aiSearch')).toEqual([]);
    expect(usesOf('d.ts', "import { MAGAZINE_PATHS } from '../magazine';\ngetMagazineCompete(q);")).toEqual([
      'd.ts:1',
      'd.ts:2',
    ]);
    expect(usesOf('e.ts', "path: '/magazine/compete'\nisMagazine: account.isManager,\n'magazineArticle'")).toEqual([]);
  });
});
