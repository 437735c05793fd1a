import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot as root } from './workspaceRoot';

/**
 * The map (docs/ARCHITECTURE.md) names files and folders a newcomer is sent to: each must exist, so a move or a
 * rename that leaves the map behind fails here. Paths starting with a package's name are under `packages/`;
 * `<area>`-style placeholders stand for any name, so only the part before the first one is checked.
 */
const packages = new Set(['domain', 'api', 'simulation', 'ui', 'web']);

/** Every `code` span of the map that reads as a path: no spaces, a slash, not an address or a package name. */
function pathsOf(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '');
  const paths = spans.filter((span) => span.includes('/') && /^[\w.]/.test(span) && !span.includes('://'));
  return [...new Set(paths)];
}

/** Where a listed path is in the repository (the part before a placeholder, for a pattern). */
function locationOf(path: string): string {
  const fixed = path.split(/[<*{]/)[0] ?? '';
  const first = fixed.split('/')[0] ?? '';
  return packages.has(first) ? join(root, 'packages', fixed) : join(root, fixed);
}

const exists = (location: string) => statSync(location, { throwIfNoEntry: false }) !== undefined;

describe('the map of the repository (docs/ARCHITECTURE.md)', () => {
  const map = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  const paths = pathsOf(map);

  it('names only paths that exist', () => {
    const missing = paths.filter((path) => !exists(locationOf(path)));
    expect(missing).toEqual([]);
  });

  it('still reads the map (it lists the request paths and the concept index)', () => {
    expect(paths.length).toBeGreaterThan(150);
    expect(paths).toContain('web/src/pages/search/SearchPage.tsx');
    expect(paths).toContain('domain/src/safetyCheck/machine.ts');
  });

  it('finds a missing path missing', () => {
    expect(exists(locationOf('web/src/pages/search/NoSuchPage.tsx'))).toBe(false);
    expect(exists(locationOf('web/src/pages/search/SearchPage.tsx'))).toBe(true);
    expect(exists(locationOf('api/src/<area>/'))).toBe(true);
  });
});
