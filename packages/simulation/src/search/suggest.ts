import type { SuggestionItem } from '@wenxian/api';
import type { Dataset } from '../data/dataset';

/**
 * Suggestions with publication counts (检索词智能提示, 发文量): keyword, author, organisation, journal,
 * class-number and DOI prefixes over the corpus. Counts are real counts of the corpus, so the number
 * shown next to a suggestion equals what a search for it finds in that field.
 */
type Counted = { name: string; id?: string; count: number; owner?: string };

const cache = new WeakMap<Dataset, Map<string, Counted[]>>();

function tables(dataset: Dataset): Map<string, Counted[]> {
  let tablesOf = cache.get(dataset);
  if (tablesOf) return tablesOf;
  const keywords = new Map<string, number>();
  const clc = new Map<string, number>();
  for (const record of dataset.literature) {
    for (const keyword of new Set(record.keywords)) keywords.set(keyword, (keywords.get(keyword) ?? 0) + 1);
    clc.set(record.clc, (clc.get(record.clc) ?? 0) + 1);
  }
  const byCount = (a: Counted, b: Counted): number => b.count - a.count || a.name.localeCompare(b.name);
  tablesOf = new Map<string, Counted[]>([
    ['word', [...keywords].map(([name, count]) => ({ name, count })).sort(byCount)],
    [
      'author',
      dataset.authors
        .map((a) => ({
          name: a.name,
          id: a.id,
          count: a.literatureIds.length,
          owner: dataset.organizationById.get(a.organId)?.name ?? '',
        }))
        .sort(byCount),
    ],
    ['organ', dataset.organizations.map((o) => ({ name: o.name, id: o.id, count: o.literatureCount })).sort(byCount)],
    [
      'edu',
      dataset.organizations
        .filter((o) => o.kind === 'university')
        .map((o) => ({ name: o.name, id: o.id, count: o.literatureCount }))
        .sort(byCount),
    ],
    ['journal', dataset.journals.map((j) => ({ name: j.name, id: j.id, count: j.literatureIds.length })).sort(byCount)],
    ['clc', [...clc].map(([name, count]) => ({ name, count })).sort(byCount)],
    ['doi', dataset.literature.filter((r) => r.doi).map((r) => ({ name: r.doi, id: r.id, count: 1 }))],
  ]);
  cache.set(dataset, tablesOf);
  return tablesOf;
}

export type SuggestKind = 'word' | 'author' | 'organ' | 'edu' | 'journal' | 'clc' | 'doi';
const fieldOfKind: Readonly<Record<SuggestKind, string>> = {
  word: 'K',
  author: 'A',
  organ: 'S',
  edu: 'S',
  journal: 'J',
  clc: 'C',
  doi: 'D',
};

/** Entries starting with the text first, then entries containing it; at most `size`. */
export function suggest(dataset: Dataset, kind: SuggestKind, text: string, size = 10): SuggestionItem[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  const entries = tables(dataset).get(kind) ?? [];
  const starts: Counted[] = [];
  const contains: Counted[] = [];
  for (const entry of entries) {
    const name = entry.name.toLowerCase();
    if (name.startsWith(wanted)) starts.push(entry);
    else if (name.includes(wanted)) contains.push(entry);
    if (starts.length >= size) break;
  }
  return [...starts, ...contains].slice(0, size).map((entry) => ({
    ...(entry.id ? { id: entry.id } : {}),
    name: entry.name,
    label: entry.name,
    recommendType: kind,
    recommendValue: entry.count,
    field: fieldOfKind[kind],
    ...(entry.owner ? { owner: entry.owner, organInfo: [{ name: entry.owner }] } : {}),
  }));
}

/** The count behind a name (GET /word|author|organ|journal/statistical). */
export function statistical(
  dataset: Dataset,
  kind: 'word' | 'author' | 'organ' | 'journal',
  name: string,
): { name: string; literatureCount: number } {
  const entry = (tables(dataset).get(kind) ?? []).find((e) => e.name === name.trim());
  return { name: name.trim(), literatureCount: entry?.count ?? 0 };
}
