import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as api from '../index';
import { UNCALLED_CALLS } from './catalogue.generated';
import { catalogueSource, catalogueSources, pathConstantsOf, pathPattern, uncalledCalls } from './uncalledCatalogue';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

describe('catalogue.generated.ts', () => {
  it('is what the generator builds from the path constants and the sources now', () => {
    const fresh = catalogueSource(uncalledCalls(pathConstantsOf(api), catalogueSources(repoRoot)));
    const onDisk = readFileSync(new URL('./catalogue.generated.ts', import.meta.url), 'utf8');
    // On failure: pnpm --filter @wenxian/api catalogue
    expect(onDisk).toBe(fresh);
  });
  it('lists the duplicate journal aggregation paths of the spec (searchAggs, search-ags) as data', () => {
    expect(UNCALLED_CALLS.filter((call) => call.constants === 'JOURNAL_PATHS').map((call) => call.path)).toEqual(
      expect.arrayContaining(['/journal/searchAggs', '/journal/search-ags']),
    );
  });
});

describe('the rule', () => {
  const areas = { A_PATHS: { one: '/a/one', two: '/a/two', item: (id: string) => `/a/${encodeURIComponent(id)}` } };
  it('counts a constant read under its own name or an alias as called', () => {
    const sources = [
      { file: 'x.ts', text: "import { A_PATHS as P } from './paths';\nexport const one = () => P.one;" },
      { file: 'y.ts', text: 'const url = A_PATHS.item(id);' },
    ];
    expect(uncalledCalls(areas, sources)).toEqual([{ constants: 'A_PATHS', key: 'two', path: '/a/two' }]);
  });
  it('does not count another object with a key of the same name', () => {
    expect(uncalledCalls(areas, [{ file: 'z.ts', text: 'OTHER.one; B_A_PATHS.two' }]).map((c) => c.key)).toEqual([
      'one',
      'two',
      'item',
    ]);
  });
  it('writes the ids of a path function by name', () => {
    expect(pathPattern((id: string, messageId: string) => `/c/${encodeURIComponent(id)}/m/${messageId}`)).toBe(
      '/c/{id}/m/{messageId}',
    );
  });
});
