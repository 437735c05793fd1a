// @vitest-environment node
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repositoryRoot as root } from './workspaceRoot';

/**
 * The one-way imports inside web/src (eslint.webLayers.js, docs/ARCHITECTURE.md "Inside web") hold for code a
 * newcomer writes next: a cross import between features or page families fails the lint, static or `import()`,
 * and the same import through the shared homes passes. The files are linted as text at paths that exist.
 */
const eslint = new ESLint({ cwd: root });

/** The layer rules' messages for `code` written in `file` (relative to web/src). */
async function layerErrorsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'packages/web/src', file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'web-layers/no-restricted-dynamic-imports')
    .map((m) => m.message);
}

describe('the layers of web/src (eslint.webLayers.js)', () => {
  it('fail a feature importing another feature, statically or lazily', async () => {
    const errors = await layerErrorsOf(
      'features/feedback/FeedbackHost.tsx',
      [
        "import { citationOpened } from '../citation/citationModal';",
        "export const host = () => import('../download/DownloadHost');",
        'export const opened = citationOpened;',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors.every((message) => message.includes('features/shared/'))).toBe(true);
  });

  it('let a feature reach another through features/shared/', async () => {
    const errors = await layerErrorsOf(
      'features/feedback/FeedbackHost.tsx',
      [
        "import { openModal } from '../shared/modalSlice';",
        "export const slice = () => import('../shared/safetyCheckSlice');",
        'export const opened = openModal;',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('fail a page family importing another family, and let it import pages/shared/', async () => {
    const crossing = await layerErrorsOf(
      'pages/search/ConferenceSearchPage.tsx',
      "import { Panel } from '../manager/managerFrame.styles';\nexport const P = Panel;",
    );
    expect(crossing).toHaveLength(1);
    expect(crossing[0]).toContain('pages/shared/');
    const shared = await layerErrorsOf(
      'pages/search/ConferenceSearchPage.tsx',
      "import { CardList } from '../shared/ConferenceCards';\nexport const L = CardList;",
    );
    expect(shared).toEqual([]);
  });

  it('fail a feature reaching up to a page, lazily too', async () => {
    const errors = await layerErrorsOf(
      'features/search/typedSearch.ts',
      "export const page = () => import('../../pages/search/SearchPage');",
    );
    expect(errors).toHaveLength(1);
  });
});
