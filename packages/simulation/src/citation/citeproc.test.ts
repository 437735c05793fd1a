import { readFileSync } from 'node:fs';
import { util } from '@citation-js/core';
import CSL from 'citeproc';
import { documentTypes } from '@wenxian/domain';
import { describe, expect, it } from 'vitest';
import { getDataset } from '../data/dataset';
import { citedSources, formatCitations } from './citations';
import { cslItemForStyle } from './cslItem';
import { engineStyles, forCiteprocJs, templateOf } from './engine';
import { styleFiles } from './styleFiles';

/**
 * The check: every literature type in every style equals what citeproc-js itself renders from the official
 * CSL file on disk (not the embedded copy, not through citation-js) for the same CSL-JSON item. Only the
 * citation number the numeric style puts first is dropped (the callers number their lists).
 */
const fileText = (name: keyof typeof styleFiles) =>
  readFileSync(new URL(`./styles/${styleFiles[name]}`, import.meta.url), 'utf8');
const locales: Record<string, string> = { 'zh-CN': fileText('localeZhCN'), 'en-US': fileText('localeEnUS') };

/** One citeproc-js engine per style; each item is rendered alone, as the simulation renders it. */
function citeprocRenderer(style: (typeof engineStyles)[number]) {
  const { file, lang } = templateOf[style];
  let current: unknown;
  const sys = { retrieveLocale: (l: string) => locales[l] ?? locales['en-US'], retrieveItem: () => current };
  const engine = new CSL.Engine(sys, forCiteprocJs(fileText(file)), lang, true);
  engine.setOutputFormat('text');
  return (item: Record<string, unknown>): string => {
    // citeproc-js 2.4 reads CSL 1.0.1 item variables (`event`), as citation-js hands them to it.
    [current] = util.downgradeCsl([item]);
    engine.updateItems([String(item.id)]);
    const [, entries] = engine.makeBibliography() as [unknown, string[]];
    return (entries[0] ?? '').trim().replace(/^\[1\]\s*/, '');
  };
}

describe('citation texts equal citeproc-js with the official CSL files', () => {
  const dataset = getDataset();
  const records = documentTypes.flatMap((t) => dataset.literature.filter((r) => r.type === t.code).slice(0, 2));

  it.each([...engineStyles])('%s: every literature type, 0 differences', async (style) => {
    const texts = await formatCitations(dataset, records, style);
    const items = citedSources(dataset, records, 'text').map((s) => cslItemForStyle(s.item, style));
    const citeproc = citeprocRenderer(style);
    const differences = items
      .map((item, i) => ({ id: item.id, ours: texts[i], citeproc: citeproc(item) }))
      .filter((d) => d.ours !== d.citeproc);
    expect(differences).toEqual([]);
    // Two documents of each of the ten routed types: 20 texts, all equal.
    const routed = documentTypes.length;
    expect(new Set(records.map((r) => r.type)).size).toBe(routed);
    expect(items).toHaveLength(2 * routed);
  });
});
