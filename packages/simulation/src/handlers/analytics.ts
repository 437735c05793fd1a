import type { ChartSeries, NamedCount } from '@wenxian/api';
import type { LiteratureRecord } from '../data/types';

/**
 * Analysis answers computed from an entity's own records, so charts agree with its lists; and what an entity's
 * search and literature list ask for.
 */

export function yearSeries(
  records: readonly LiteratureRecord[],
  name: string,
  value: (r: LiteratureRecord) => number = () => 1,
  range?: { startYear?: number; endYear?: number },
): ChartSeries {
  const byYear = new Map<number, number>();
  for (const record of records) {
    if (range?.startYear && record.year < range.startYear) continue;
    if (range?.endYear && record.year > range.endYear) continue;
    byYear.set(record.year, (byYear.get(record.year) ?? 0) + value(record));
  }
  return { name, points: [...byYear].sort((a, b) => a[0] - b[0]).map(([year, v]) => ({ year, value: v })) };
}

/** Publication and citation trends (发文量, 被引量). */
export function trends(
  records: readonly LiteratureRecord[],
  range?: { startYear?: number; endYear?: number },
): ChartSeries[] {
  return [yearSeries(records, '发文量', () => 1, range), yearSeries(records, '被引量', (r) => r.citedCount, range)];
}

export function countBy(
  records: readonly LiteratureRecord[],
  keys: (r: LiteratureRecord) => readonly { id?: string; name: string }[],
  size = 10,
): NamedCount[] {
  const counts = new Map<string, NamedCount>();
  for (const record of records) {
    for (const key of keys(record)) {
      const id = key.id ?? key.name;
      const entry = counts.get(id);
      if (entry) entry.count += 1;
      else counts.set(id, { ...(key.id ? { id: key.id } : {}), name: key.name, count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, size);
}

export const byKeyword = (r: LiteratureRecord) => r.keywords.map((k) => ({ name: k }));
export const byOrgan = (r: LiteratureRecord) => [
  ...new Map(r.authors.map((a) => [a.organId, { id: a.organId, name: a.organName }])).values(),
];
export const byAuthor = (r: LiteratureRecord) => r.authors.map((a) => ({ id: a.id, name: a.name }));
export const byFund = (r: LiteratureRecord) => (r.fund ? [{ name: r.fund }] : []);
export const byDiscipline = (r: LiteratureRecord) => [{ id: r.disciplineId, name: r.subjectName }];

/** Newest first, then most cited. */
export function newest(records: readonly LiteratureRecord[]): LiteratureRecord[] {
  return [...records].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.citedCount - a.citedCount);
}
export function mostCited(records: readonly LiteratureRecord[]): LiteratureRecord[] {
  return [...records].sort((a, b) => b.citedCount - a.citedCount || b.year - a.year);
}

/** Name of the series of citations received per year (the citation analysis pages read it by this name). */
const CITATIONS_RECEIVED = '引用量';

/**
 * Citations received per year: each record citing one of `records` counts once per cited record, in
 * the citing record's year (Web of Science's "times cited per year", unlike 被引量 by publication year).
 */
function citationsByYear(
  dataset: { literatureById: ReadonlyMap<string, LiteratureRecord> },
  records: readonly LiteratureRecord[],
  range?: { startYear?: number; endYear?: number },
): ChartSeries {
  const citing = records.flatMap((r) =>
    r.citedBy.map((id) => dataset.literatureById.get(id)).filter((c): c is LiteratureRecord => c !== undefined),
  );
  return yearSeries(citing, CITATIONS_RECEIVED, () => 1, range);
}

/** Trends of an entity's pages: 发文量 and 被引量 by publication year, 引用量 by citing year. */
export function entityTrends(
  dataset: { literatureById: ReadonlyMap<string, LiteratureRecord> },
  records: readonly LiteratureRecord[],
  range?: { startYear?: number; endYear?: number },
): ChartSeries[] {
  return [...trends(records, range), citationsByYear(dataset, records, range)];
}

/** What an entity search (authors, organisations, subjects) looks for: `keyword`, else the conditions' contents joined. */
export function entitySearchText(body: { keyword?: string; conditions?: readonly { content?: string }[] }): string {
  return body.keyword ?? body.conditions?.map((c) => c.content ?? '').join('') ?? '';
}

/** What an entity's literature list may ask for besides paging: // shape decided here */
export type EntityLiteratureQuery = {
  relation?: 'own' | 'citing';
  sort?: 'date' | 'cited';
  year?: number | string;
  keyword?: string;
};

/**
 * An entity's literature list: its own records (relation 'own', default) or the records citing them
 * (relation 'citing': the citation analysis' citing documents, each once); newest first, or most cited
 * first with sort 'cited'; optionally of one year or holding a keyword in title or keywords.
 */
export function entityLiterature(
  dataset: { literatureById: ReadonlyMap<string, LiteratureRecord> },
  records: readonly LiteratureRecord[],
  query: EntityLiteratureQuery,
): LiteratureRecord[] {
  let list: readonly LiteratureRecord[] = records;
  if (query.relation === 'citing') {
    const ids = new Set(records.flatMap((r) => r.citedBy));
    list = [...ids].map((id) => dataset.literatureById.get(id)).filter((r): r is LiteratureRecord => r !== undefined);
  }
  if (query.year) list = list.filter((r) => r.year === Number(query.year));
  const keyword = query.keyword?.trim();
  if (keyword) list = list.filter((r) => r.title.includes(keyword) || r.keywords.some((k) => k.includes(keyword)));
  return query.sort === 'cited' ? mostCited(list) : newest(list);
}
