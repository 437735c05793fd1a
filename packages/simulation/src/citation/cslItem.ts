import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';

/**
 * A literature record as CSL-JSON (the input of citation-js), per document type, with the fields GB/T 7714—2015
 * §4 asks for: theses and reports with place and publisher, conference papers with their proceedings (//),
 * patent and standard numbers before the type mark, newspapers with date and edition.
 *
 * `purpose` 'text' is for the three text styles: no DOI, because GB/T 7714 would then mark the item as an online
 * resource ([J/OL]) with an access date, which a citation of the printed record must not carry. 'export' is for
 * the reference-manager formats: DOI included, thesis genre in the words BibTeX recognises.
 */
export type CslPurpose = 'text' | 'export';

export type CslName = { literal: string };
export type CslDate = { 'date-parts': [[number, number?, number?]] };

export type CslRecord = {
  id: string;
  type: string;
  title: string;
  author?: CslName[];
  editor?: CslName[];
  'container-title'?: string;
  'event-title'?: string;
  'event-place'?: string;
  publisher?: string;
  'publisher-place'?: string;
  issued: CslDate;
  volume?: string;
  issue?: string;
  page?: string;
  number?: string;
  genre?: string;
  DOI?: string;
  ISSN?: string;
  abstract?: string;
  keyword?: string;
  language?: string;
  [extra: string]: unknown;
};

/** CSL item types per literature type code. */
export const cslTypeOf: Readonly<Record<number, string>> = {
  1: 'article-journal',
  2: 'thesis',
  3: 'paper-conference',
  4: 'report',
  5: 'patent',
  6: 'standard',
  7: 'report',
  8: 'document',
  18: 'article-newspaper',
  51: 'document',
};

/** 中国标准出版社 publishes national and sector standards in Beijing (GB/T 7714—2015 example 4.1 [12]). */
export const standardsPublisher = { place: '北京', name: '中国标准出版社' } as const;

function dateOf(isoDate: string): CslDate {
  const [y, m, d] = isoDate.split('-').map(Number);
  return { 'date-parts': [[y ?? 0, m, d]] };
}

/** The newspaper's edition (版次): the first page of the record's page range, 1–24. */
export function newspaperEdition(record: LiteratureRecord): number {
  const first = Number(record.pages.split('-')[0]);
  return Number.isFinite(first) && first > 0 ? ((first - 1) % 24) + 1 : 1;
}

/** The organisation standing for a record without personal authors (regulations, policies, standards). */
function corporateAuthor(record: LiteratureRecord): string | null {
  return record.source ?? record.authors[0]?.organName ?? null;
}

export function toCslItem(dataset: Dataset, record: LiteratureRecord, purpose: CslPurpose): CslRecord {
  const firstOrgan = record.authors[0] ? dataset.organizationById.get(record.authors[0].organId) : undefined;
  const names: CslName[] = record.authors.map((a) => ({ literal: a.name }));
  const corporate = corporateAuthor(record);
  const item: CslRecord = {
    id: record.id,
    type: cslTypeOf[record.type] ?? 'document',
    title: record.title,
    author: names.length > 0 ? names : corporate ? [{ literal: corporate }] : undefined,
    issued: { 'date-parts': [[record.year]] },
    abstract: record.abstract,
    keyword: record.keywords.join(', '),
    language: record.language === 'en' ? 'en-US' : 'zh-CN',
  };
  if (purpose === 'export' && record.doi) item.DOI = record.doi;

  switch (record.type) {
    case 1: {
      const journal = record.journalId ? dataset.journalById.get(record.journalId) : undefined;
      Object.assign(item, { 'container-title': record.journalName ?? '', page: record.pages });
      if (record.volume) item.volume = record.volume;
      if (record.issue) item.issue = record.issue;
      if (journal) item.ISSN = journal.issn;
      break;
    }
    case 2:
      Object.assign(item, {
        publisher: record.authors[0]?.organName ?? '',
        'publisher-place': firstOrgan?.city ?? '',
        genre:
          purpose === 'export'
            ? record.thesisType === '博士'
              ? 'PhD thesis'
              : "Master's thesis"
            : `${record.thesisType ?? '硕士'}学位论文`,
      });
      break;
    case 3: {
      const conference = record.conferenceId ? dataset.conferenceById.get(record.conferenceId) : undefined;
      if (conference) {
        // GB/T 7714—2015 4.2: the proceedings' responsible body (the society) precedes their title after "//".
        Object.assign(item, {
          'container-title': conference.proceedingsTitle,
          'event-title': conference.name,
          'event-place': conference.city,
          'publisher-place': conference.publisherPlace,
          publisher: conference.publisher,
          editor: [{ literal: conference.society }],
        });
      }
      item.page = record.pages;
      break;
    }
    case 4:
    case 7:
      Object.assign(item, {
        publisher: firstOrgan?.name ?? corporate ?? '',
        'publisher-place': firstOrgan?.city ?? '',
      });
      break;
    case 5:
      // GB/T 7714—2015 4.5: 专利申请者或所有者. 专利题名: 专利号[P]. 公告日期或公开日期.
      Object.assign(item, {
        number: record.applicationNo ?? record.publicationNo ?? '',
        issued: dateOf(record.publishDate),
      });
      if (record.authors.length === 0 && firstOrgan) item.author = [{ literal: firstOrgan.name }];
      break;
    case 6:
      Object.assign(item, {
        number: record.standardNo ?? '',
        // Group and local standards are published by their association or provincial regulator (standards.ts).
        publisher: record.publisher ?? standardsPublisher.name,
        'publisher-place': record.publisherPlace ?? standardsPublisher.place,
      });
      break;
    case 18:
      // 报纸: 报纸名, 出版日期(版次). The edition goes where the style prints an issue, in parentheses.
      Object.assign(item, {
        'container-title': record.source ?? '',
        issued: dateOf(record.publishDate),
        issue: String(newspaperEdition(record)),
      });
      break;
    case 8:
    case 51:
      // The issuing authority is the author; repeating it as publisher would print it twice.
      Object.assign(item, { number: record.docNo ?? '', issued: dateOf(record.publishDate) });
      break;
    default:
      break;
  }
  return item;
}
