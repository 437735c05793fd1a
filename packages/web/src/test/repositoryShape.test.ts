import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot as root } from './workspaceRoot';
import { filesIn, packageFolders as folders } from './packageFiles';

/**
 * The shape the workspace keeps (docs/decisions/web.md, "The web layer's shape"): files small enough to read
 * whole, folders small enough to scan, and names that say what they hold.
 */
const sourceFile = /\.(ts|tsx|mts|mjs)$/;

/** Literal corpus data of the simulated backend (word lists, page texts): fixtures, as long as their content. */
const fixtures = new Set([
  'packages/simulation/src/data/vocabulary.ts',
  'packages/simulation/src/data/vocabularyEn.ts',
  'packages/simulation/src/data/contentPages.ts',
]);

const sources = folders.flatMap(filesIn).filter((path) => sourceFile.test(path));
const named = (path: string) => relative(root, path);

describe('the shape of the workspace', () => {
  it('has no source file over 300 lines outside the fixtures', () => {
    const long = sources
      .filter((path) => !fixtures.has(named(path)))
      .map((path) => ({ path: named(path), lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > 300);
    expect(long).toEqual([]);
  });

  it('has no folder of more than 25 files', () => {
    const crowded = folders
      .map((dir) => ({ dir: named(dir), files: filesIn(dir).length }))
      .filter(({ files }) => files > 25);
    expect(crowded).toEqual([]);
  });

  it('names no folder or file "parts": a name says what it holds', () => {
    const vague = folders
      .filter((dir) => dir.endsWith('/parts'))
      .map(named)
      .concat(sources.filter((path) => /Parts\.tsx?$/.test(path)).map(named));
    expect(vague).toEqual([]);
  });

  it('still sees the workspace (the walk found the packages)', () => {
    expect(sources.length).toBeGreaterThan(1000);
    expect(fixtures.size).toBeGreaterThan(0);
    for (const fixture of fixtures) expect(statSync(join(root, fixture)).isFile()).toBe(true);
  });
});
