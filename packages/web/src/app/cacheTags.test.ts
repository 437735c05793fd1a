import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A cache tag exists only with a query that provides it — a mutation invalidating a tag no
 * query provides refreshes nothing. Read from the source, so an endpoint added anywhere is covered.
 */
const srcDir = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__screenshots__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Tag names in an expression: `'User'` literals and `{ type: 'Conversations' … }` objects. */
const tagNames = (text: string) => [...text.matchAll(/'([A-Z]\w+)'/g)].map((m) => m[1]!);

function tagsOf(pattern: RegExp): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) tagNames(match[1]!).forEach((t) => found.add(t));
  }
  return found;
}

const provided = tagsOf(/providesTags:\s*([^\n]*)/g);
// Objects like `{ type: 'Conversations' as const, id: 'LIST' }` are declared once and passed by name.
const declaredObjects = tagsOf(/=\s*(?:\([^)]*\)\s*=>\s*)?\(?\{\s*(type:\s*'[A-Z]\w+')/g);
const invalidated = tagsOf(/(?:invalidatesTags:\s*|invalidateTags\()([^\n]*)/g);
const declared = tagNames(/tagTypes:\s*(\[[^\]]*\])/.exec(readFileSync(join(srcDir, 'app/apiSlice.ts'), 'utf8'))![1]!);

describe('RTK Query cache tags', () => {
  it('every tag the api slice declares is provided by some query', () => {
    expect(declared.filter((tag) => !provided.has(tag) && !declaredObjects.has(tag))).toEqual([]);
  });

  it('every tag a mutation or an effect invalidates is provided by some query', () => {
    expect([...invalidated].filter((tag) => !provided.has(tag) && !declaredObjects.has(tag))).toEqual([]);
  });
});
