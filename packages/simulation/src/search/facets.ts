import { findLiteratureType } from '@wenxian/domain';
import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';

/**
 * Facet (aggregation) codes and their default sizes (doc 000 §9: 10 for types and quality journals,
 * 5 for year, class and the others, 0 for hidden ones). The codes follow the condition filters of
 * doc 001 §3 (Y year, O organization, A author, S topic, C subject, J journal, type, language,
 * thesisType, standardType) plus QJ for the quality-journal (index tag) facet.
 */
export const facetDefaultSizes = {
  type: 10,
  QJ: 10,
  Y: 5,
  C: 5,
  O: 5,
  A: 5,
  S: 5,
  J: 5,
  language: 5,
  thesisType: 5,
  standardType: 5,
  /** Standard status (作废 / 现行, doc 001 §3): shown on the standard search page only, so hidden elsewhere. */
  standardStatus: 0,
  /** Hidden facets: computed only when asked with an explicit size. */
  fund: 0,
} as const;

export type FacetCode = keyof typeof facetDefaultSizes;

/** Facet titles as the server sends them with each aggregation. */
export const facetNames: Readonly<Record<FacetCode, string>> = {
  type: '文献类型',
  QJ: '核心期刊',
  Y: '年份',
  C: '学科',
  O: '机构',
  A: '作者',
  S: '主题',
  J: '期刊',
  language: '语种',
  thesisType: '学位类型',
  standardType: '标准类型',
  standardStatus: '标准状态',
  fund: '基金',
};

type FacetBucket = { name: string; value: string; count: number };
export type Facet = { code: FacetCode; total: number; buckets: FacetBucket[] };

const languageNames: Readonly<Record<string, string>> = { zh: '中文', en: '外文' };

/** The facet values one record contributes (a record counts once per distinct value). */
export function facetValues(
  dataset: Dataset,
  record: LiteratureRecord,
  code: FacetCode,
): { value: string; name: string }[] {
  switch (code) {
    case 'type':
      return [{ value: String(record.type), name: findLiteratureType(record.type)?.name ?? String(record.type) }];
    case 'Y':
      return [{ value: String(record.year), name: String(record.year) }];
    case 'C':
      return [{ value: record.disciplineId, name: record.subjectName }];
    case 'O':
      return dedupe(record.authors.map((a) => ({ value: a.organId, name: a.organName })));
    case 'A':
      return dedupe(record.authors.map((a) => ({ value: a.id, name: a.name })));
    case 'S':
      return record.keywords.slice(0, 2).map((k) => ({ value: k, name: k }));
    case 'J':
      return record.journalId ? [{ value: record.journalId, name: record.journalName ?? '' }] : [];
    case 'QJ':
      return record.journalId
        ? (dataset.journalById.get(record.journalId)?.indexTags ?? []).map((t) => ({ value: t, name: t }))
        : [];
    case 'language':
      return [{ value: record.language, name: languageNames[record.language] ?? record.language }];
    case 'thesisType':
      return record.thesisType ? [{ value: record.thesisType, name: record.thesisType }] : [];
    case 'standardType':
      return record.standardType ? [{ value: record.standardType, name: record.standardType }] : [];
    case 'standardStatus':
      return record.standardStatus ? [{ value: record.standardStatus, name: record.standardStatus }] : [];
    case 'fund':
      return record.fund ? [{ value: record.fund, name: record.fund }] : [];
  }
}

function dedupe(values: { value: string; name: string }[]): { value: string; name: string }[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v.value) ? false : (seen.add(v.value), true)));
}

/** Counts per value over the matching records; the top `size` buckets (year buckets newest first). */
export function aggregate(
  dataset: Dataset,
  records: readonly LiteratureRecord[],
  code: FacetCode,
  size: number,
): Facet {
  const counts = new Map<string, FacetBucket>();
  for (const record of records) {
    for (const { value, name } of facetValues(dataset, record, code)) {
      const bucket = counts.get(value);
      if (bucket) bucket.count += 1;
      else counts.set(value, { name, value, count: 1 });
    }
  }
  const buckets = [...counts.values()].sort(
    code === 'Y'
      ? (a, b) => Number(b.value) - Number(a.value)
      : (a, b) => b.count - a.count || a.value.localeCompare(b.value),
  );
  return { code, total: counts.size, buckets: buckets.slice(0, size) };
}
