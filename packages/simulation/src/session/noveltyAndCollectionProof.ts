import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { searchLiterature } from '../search/engine';
import type { CollectionRecord, NoveltyRecord } from './productState';
import { simulationState } from './state';
import { isoOf } from './calendar';

/**
 * Novelty-search orders and collection-proof applications: both advance by server time after submission
 * (a librarian accepts, searches and reports), and both answer from the corpus.
 */
const noveltyTimings = { acceptMs: 20_000, reportMs: 60_000 } as const;
const collectionReviewMs = 30_000;

export const noveltyPrices: Readonly<Record<string, number>> = { 国内: 800, 国内外: 1500 };

function noveltyStage(record: NoveltyRecord, now: number): { state: number; stateName: string } {
  const elapsed = now - record.createdAt;
  if (elapsed < noveltyTimings.acceptMs) return { state: 0, stateName: '待受理' };
  return elapsed < noveltyTimings.reportMs ? { state: 1, stateName: '检索中' } : { state: 2, stateName: '已出报告' };
}

export function noveltyView(record: NoveltyRecord) {
  return {
    id: record.id,
    projectName: record.projectName,
    purpose: record.purpose,
    scope: record.scope,
    price: record.price,
    createdAt: isoOf(record.createdAt),
    ...noveltyStage(record, simulationState().now()),
  };
}

function search(dataset: Dataset, text: string, size: number, orWords: readonly string[] = []): LiteratureRecord[] {
  const conditions =
    orWords.length > 0
      ? orWords
          .slice(0, 5)
          .map((content, i) => ({ searchField: 'U', content, ...(i > 0 ? { logicalOperator: 'OR' as const } : {}) }))
      : [{ searchField: 'U', content: [...text].slice(0, 60).join('') }];
  try {
    return searchLiterature(dataset, { conditions, size }).hits.map((h) => h.record);
  } catch {
    return [];
  }
}

export function noveltyTicket(dataset: Dataset, record: NoveltyRecord) {
  const view = noveltyView(record);
  const checkpoints = record.checkpoints.map((text) => ({
    text,
    matches: search(dataset, text, 5, record.keywords).map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      source: r.journalName ?? r.source ?? '',
      year: r.year,
    })),
  }));
  const found = checkpoints.reduce((n, c) => n + c.matches.length, 0);
  return {
    ...view,
    checkpoints,
    keywords: record.keywords,
    contactName: record.contactName,
    contactPhone: record.contactPhone,
    ...(record.email ? { email: record.email } : {}),
    ...(view.state === 2
      ? {
          conclusion:
            found === 0
              ? `在${record.scope}公开文献中未见与本项目查新点相同的报道，具有新颖性。`
              : `在${record.scope}公开文献中检得相关文献${found}篇，其研究对象或方法与查新点存在差异，未见完全相同的报道。`,
        }
      : {}),
  };
}

const sameTitle = (a: string, b: string) => a.replace(/[\s《》“”"]/g, '') === b.replace(/[\s《》“”"]/g, '');

export function collectionView(dataset: Dataset, record: CollectionRecord) {
  const items = record.titles.map((title) => {
    const hit =
      search(dataset, title, 10).find((r) => sameTitle(r.title, title)) ??
      dataset.literature.find((r) => sameTitle(r.title, title));
    if (!hit) return { title, found: false };
    const tags = hit.journalId ? (dataset.journalById.get(hit.journalId)?.indexTags ?? []) : [];
    return {
      title: hit.title,
      found: true,
      id: hit.id,
      source: hit.journalName ?? hit.source ?? '',
      year: hit.year,
      indexTags: tags,
    };
  });
  const reviewed = simulationState().now() - record.createdAt >= collectionReviewMs;
  const stage = !reviewed
    ? { state: 0, stateName: '审核中' }
    : items.some((i) => i.found)
      ? { state: 1, stateName: '已出具' }
      : { state: 2, stateName: '未找到收录' };
  return {
    id: record.id,
    applicant: record.applicant,
    organization: record.organization,
    purpose: record.purpose,
    createdAt: isoOf(record.createdAt),
    items,
    ...stage,
  };
}
