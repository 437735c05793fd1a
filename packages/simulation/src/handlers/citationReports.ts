import { citationOrderStage, citationSourceCodes, productLabels, type CitationPaper } from '@wenxian/domain';
import type { CitationOrderReport, CitationReportCiting, CitationReportPaper, LiteratureSummary } from '@wenxian/api';
import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { SimulatedError } from '../errors';
import { simulationState } from '../session/state';
import { citationOrderView } from '../session/citationOrders';
import type { CitationOrderRecord } from '../session/serviceRecords';
import { corpus } from './corpusAndSearchEngine';
import { toSummary } from './answerShapes';

/**
 * The report of a finished citation order (引证检索报告, docs/decisions/products.md): each paper of the order's own
 * list is looked up in the literature base by its title, and the records of the base citing it are those the order's
 * chosen sources index. Which of the thirteen sources index a record is a fixed property of the record (a hash of
 * its id: three to six of them, two more for an English-language record), so one order always reads the same.
 */

const hashOf = (text: string): number => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** A title as a librarian's list and the base may both write it: width, case, spaces and punctuation set aside. */
export function titleKey(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

const indexes = new WeakMap<Dataset, Map<string, LiteratureRecord>>();

/** The base's records by title key (Chinese and English titles), built once per corpus. */
function titleIndex(dataset: Dataset): Map<string, LiteratureRecord> {
  let index = indexes.get(dataset);
  if (!index) {
    index = new Map();
    for (const record of dataset.literature) {
      for (const title of [record.title, record.titleEn]) {
        const key = title ? titleKey(title) : '';
        if (key && !index.has(key)) index.set(key, record);
      }
    }
    indexes.set(dataset, index);
  }
  return index;
}

/** The sources (of the thirteen) that index a record. */
export function sourcesIndexing(record: LiteratureRecord): string[] {
  const count = 3 + (hashOf(record.id) % 4) + (record.language === 'en' ? 2 : 0);
  return citationSourceCodes.filter((code) => hashOf(`${record.id}:${code}`) % citationSourceCodes.length < count);
}

/** What the report shows of a record: its summary without the abstract and keywords. */
function summaryOf(record: LiteratureRecord): LiteratureSummary {
  const summary = toSummary(record);
  delete summary.abstract;
  delete summary.keywords;
  return summary;
}

function reportPaper(dataset: Dataset, paper: CitationPaper, sources: readonly string[]): CitationReportPaper {
  const record = titleIndex(dataset).get(titleKey(paper.title));
  if (!record) return { paper, literature: null, citing: [] };
  const authorIds = new Set(record.authors.map((a) => a.id));
  const citing: CitationReportCiting[] = record.citedBy
    .map((id) => dataset.literatureById.get(id))
    .filter((c): c is LiteratureRecord => c !== undefined)
    .map((c) => ({
      ...summaryOf(c),
      dataSourceIds: sourcesIndexing(c).filter((code) => sources.includes(code)),
      selfCitation: c.authors.some((a) => authorIds.has(a.id)),
    }))
    .filter((c) => c.dataSourceIds.length > 0)
    .sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || a.id.localeCompare(b.id));
  return { paper, literature: summaryOf(record), citing };
}

/** The member's own finished order's report; 404 for another's order, 400 while it is still being searched. */
export function citationOrderReport(dataset: Dataset, memberId: string, orderId: string): CitationOrderReport {
  const order = simulationState().citationOrders.find((o) => o.id === orderId && o.memberId === memberId);
  if (!order) throw new SimulatedError(404, '订单不存在');
  if (citationOrderStage(simulationState().now() - order.createdAt).state !== 2) {
    throw new SimulatedError(400, productLabels.citationOrder.reportNotReady);
  }
  return reportOf(dataset, order);
}

function reportOf(dataset: Dataset, order: CitationOrderRecord): CitationOrderReport {
  const papers = order.papers.map((paper) => reportPaper(dataset, paper, order.dataSourceIds));
  const citing = papers.flatMap((p) => p.citing);
  const selfCount = citing.filter((c) => c.selfCitation).length;
  return {
    order: citationOrderView(order),
    foundCount: papers.filter((p) => p.literature).length,
    citingCount: citing.length,
    otherCount: citing.length - selfCount,
    selfCount,
    papers,
  };
}

/**
 * Papers of the base as a member's list names them (the import template's columns), each cited by a few records:
 * what a journey or a story imports to get a report with citations.
 */
export async function citedPapersOfTheBase(count: number): Promise<CitationPaper[]> {
  return (await corpus()).literature
    .filter((r) => r.type === 1 && r.journalName && r.citedBy.length >= 3 && r.citedBy.length <= 6)
    .slice(0, count)
    .map((r) => ({
      title: r.title,
      authors: r.authors.map((a) => a.name).join(';'),
      journal: r.journalName ?? '',
      year: String(r.year),
      volume: r.volume ?? '',
      issue: r.issue ?? '',
    }));
}
