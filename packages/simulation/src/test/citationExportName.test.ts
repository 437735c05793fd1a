import { beforeAll, describe, expect, it } from 'vitest';
import { exportReference } from '@wenxian/api';
import { citationExportFileName } from '@wenxian/domain';
import { getDataset } from '../data/dataset';
import { warmUp } from './warmUp';

beforeAll(warmUp, 120_000);

describe('citation export file names (simulation)', () => {
  it('names the file by what was exported, by the rule the site names its export links by', async () => {
    const dataset = getDataset();
    const [one, two] = dataset.literature.filter((r) => r.type === 1 && r.authors.length > 0);
    if (!one || !two) throw new Error('no journal articles');
    const single = await exportReference({ ids: [one.id], types: [1], style: 'RefMan' });
    expect(single.fileName).toBe(`${one.title}_${one.authors[0]?.name ?? ''}.ris`);
    expect(single.fileName).toBe(
      citationExportFileName([{ title: one.title, firstAuthor: one.authors[0]?.name }], 'RefMan'),
    );
    const both = await exportReference({ ids: [one.id, two.id], types: [1, 1], style: 'BibTex' });
    expect(both.fileName).toBe(`${one.title}等2篇.bib`);
  });
});
