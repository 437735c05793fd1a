import type { LiteratureDetail } from '@wenxian/api';
import { standardIssuers } from '@wenxian/domain';
import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { patentApplicant, toSummary } from './answerShapes';

const hashOf = (text: string): number => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The newspaper's edition (版次): the first page of the record's page range, 1–24. */
function newspaperEdition(record: LiteratureRecord): number {
  const first = Number(record.pages.split('-')[0]);
  return Number.isFinite(first) && first > 0 ? ((first - 1) % 24) + 1 : 1;
}

/** Records of the same discipline sharing the most keywords with `record` (similar literature). */
function similarTo(dataset: Dataset, record: LiteratureRecord, limit: number): LiteratureRecord[] {
  const keywords = new Set(record.keywords);
  return dataset.literature
    .filter((r) => r.id !== record.id && r.disciplineId === record.disciplineId)
    .map((r) => ({ r, shared: r.keywords.filter((k) => keywords.has(k)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.r.citedCount - a.r.citedCount)
    .slice(0, limit)
    .map(({ r }) => r);
}

/**
 * What a backend works out once per corpus, not per call: each record's similar literature (a scan of the whole
 * corpus) and the subjects by name. Worked out again when the corpus grows.
 */
type Derived = { size: number; similar: Map<string, LiteratureRecord[]>; subjectByName: Map<string, string> };
const derivedOf = new WeakMap<Dataset, Derived>();
function derived(dataset: Dataset): Derived {
  let known = derivedOf.get(dataset);
  if (!known || known.size !== dataset.literature.length) {
    known = {
      size: dataset.literature.length,
      similar: new Map(),
      subjectByName: new Map(dataset.subjects.map((s) => [s.name, s.id])),
    };
    derivedOf.set(dataset, known);
  }
  return known;
}

function similarOf(dataset: Dataset, record: LiteratureRecord): LiteratureRecord[] {
  const { similar } = derived(dataset);
  let found = similar.get(record.id);
  if (!found) similar.set(record.id, (found = similarTo(dataset, record, 10)));
  return found;
}

/** The document page's fields beyond the summary: per type, links and the lists of §4.2–4.3. */
function documentExtras(dataset: Dataset, record: LiteratureRecord): Partial<LiteratureDetail> {
  const lookup = (ids: string[]) => ids.map((id) => dataset.literatureById.get(id)).filter((r) => r !== undefined);
  const organizations = [
    ...new Map(record.authors.map((a) => [a.organId, { id: a.organId, name: a.organName }])).values(),
  ];
  const { subjectByName } = derived(dataset);
  const journal = record.journalId ? dataset.journalById.get(record.journalId) : undefined;
  const hash = hashOf(record.id);
  return {
    organizations,
    keywordSubjects: record.keywords.map((name) => ({ name, subjectId: subjectByName.get(name) ?? null })),
    issn: journal?.issn ?? null,
    newspaper: record.type === 18 && record.source ? { name: record.source, edition: newspaperEdition(record) } : null,
    applicant: patentApplicant(record),
    ipc: record.type === 5 ? (record.ipc ?? null) : null,
    applicationDate: record.type === 5 ? (record.applicationDate ?? null) : null,
    standardIssuers: record.type === 6 && record.standardNo ? standardIssuers(record.standardNo, record.year) : [],
    implementDate: record.type === 6 ? addDays(record.publishDate, 90 + (hash % 120)) : null,
    school: record.type === 2 && organizations[0] ? organizations[0] : null,
    // The seat of the school or institution: GB/T 7714 cites it as the place, so the page shows it.
    place:
      (record.type === 2 || record.type === 4 || record.type === 7) && organizations[0]
        ? (dataset.organizationById.get(organizations[0].id)?.city ?? null)
        : null,
    references: lookup(record.references)
      .slice(0, 10)
      .map((r) => toSummary(r)),
    citing: lookup(record.citedBy)
      .slice(0, 10)
      .map((r) => toSummary(r)),
    similar: similarOf(dataset, record).map((r) => toSummary(r)),
  };
}

/** The document page's answer (/literature/base/:id): the summary, the record's own fields and the extras. */
export function toDetail(dataset: Dataset, record: LiteratureRecord): LiteratureDetail {
  const conference = record.conferenceId ? dataset.conferenceById.get(record.conferenceId) : undefined;
  return {
    ...toSummary(record),
    titleEn: record.titleEn,
    doi: record.doi,
    fund: record.fund,
    clc: record.clc,
    language: record.language,
    pages: record.pages,
    pageCount: record.pageCount,
    price: record.price,
    journal: record.journalId
      ? { id: record.journalId, name: record.journalName ?? '', volume: record.volume, issue: record.issue }
      : null,
    conference: conference
      ? {
          id: conference.id,
          name: conference.name,
          place: conference.city,
          startDate: conference.startDate,
          endDate: conference.endDate,
        }
      : null,
    ...documentExtras(dataset, record),
    thesisType: record.thesisType,
    tutor: record.tutor,
    patentType: record.patentType,
    applicationNo: record.applicationNo,
    publicationNo: record.publicationNo,
    standardNo: record.standardNo,
    standardType: record.standardType,
    standardStatus: record.standardStatus,
    docNo: record.docNo,
    referenceCount: record.references.length,
  };
}
