import type { LiteratureDetail } from '@wenxian/api';
import { documentLabels as L, gbtPlaceName, textLanguage } from '@wenxian/domain';

/**
 * A document as CSL-JSON (the input of citeproc and of citation-js' BibTeX/RIS writers), built from the document
 * page's own data (`LiteratureDetail`, the answer the page renders): what the page shows is what a citation carries,
 * nothing the page does not show (no invented proceedings, editor or publisher).
 *
 * Per GB/T 7714—2015 §4 and the CSL 1.0.2 specification's variables:
 * - the DOI is kept for every style: GB/T prints it (and marks the item `[J/OL]`), APA 7 and MLA 9 require it;
 * - conference papers are `paper-conference` with the event's title, place and dates (the page's 会议名称, 会议地点,
 *   会议时间), no container, editor or publisher;
 * - newspapers carry the 版次 as `page`: a Chinese paper's 版 is its page, and GB/T's CSL prints it in the slot
 *   "刊名, 出版日期(版次)"; MLA and APA print it as "p. 15";
 * - regulations (`legislation`) and policies (`regulation`) carry their 发文字号 as `number`, the issuing body as
 *   author and the release date;
 * - standards carry their number and their issuing bodies as authors; patents their application number (the
 *   "专利号" of GB/T 7714—2015 example 8.1.3), publication date, filing date (`submitted`) and inventors;
 * - fields CSL has no variable for (fund, classification, publication number, IPC, standard status…) go to `note`
 *   as `label: value` lines (the CSL-JSON convention Zotero and citeproc-js read); no style prints `note`.
 */
export type CslPurpose = 'text' | 'export';

type CslName = { literal: string };
type DateParts = [number, number?, number?];
type CslDate = { 'date-parts': DateParts[] };

export type CslRecord = {
  id: string;
  type: string;
  title: string;
  author?: CslName[];
  'container-title'?: string;
  'event-title'?: string;
  'event-place'?: string;
  'event-date'?: CslDate;
  publisher?: string;
  'publisher-place'?: string;
  issued: CslDate;
  submitted?: CslDate;
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
  note?: string;
};

/** CSL item types per literature type code. */
const cslTypeOf: Readonly<Record<number, string>> = {
  1: 'article-journal',
  2: 'thesis',
  3: 'paper-conference',
  4: 'report',
  5: 'patent',
  6: 'standard',
  7: 'report',
  8: 'legislation',
  18: 'article-newspaper',
  51: 'regulation',
};

/**
 * The item as one style reads it. APA's style prints a `legislation` item's number as a US public law
 * ("Pub. L. No. 〔2007〕51号") and a `regulation` without its issuing body; a Chinese regulation or policy is a
 * government body's document, which APA 7 cites as a report by its issuing body with its number
 * ("生态环境部. (2007). 绿色金融实施细则 (〔2007〕51号)."). GB/T 7714 and MLA keep the legal types.
 * GB/T 7714's styles name a place by its city, without 市 (北京: 科学出版社; domain `gbtPlaceName`): the page shows
 * the seat as 北京市.
 */
export function cslItemForStyle(item: CslRecord, style: string): CslRecord {
  if (style === 'APA' && (item.type === 'legislation' || item.type === 'regulation'))
    return { ...item, type: 'report' };
  if (style.startsWith('GB/T 7714')) {
    const place = (value: string | undefined) => (value === undefined ? undefined : gbtPlaceName(value));
    return { ...item, 'publisher-place': place(item['publisher-place']), 'event-place': place(item['event-place']) };
  }
  return item;
}

/** `2000-11-20` → date parts; an unknown or empty date → undefined. */
function cslDate(...isoDates: (string | null | undefined)[]): CslDate | undefined {
  const parts = isoDates
    .filter((d): d is string => Boolean(d))
    .map((d) => d.split('-').map(Number) as DateParts)
    .filter(([y]) => Number.isFinite(y) && y > 0);
  return parts.length > 0 ? { 'date-parts': parts } : undefined;
}

/** Degree words BibTeX's writer maps to @phdthesis / @mastersthesis; the texts keep the page's degree. */
const exportGenre = (degree: string | null | undefined) => (degree === '博士' ? 'PhD thesis' : "Master's thesis");

const names = (list: readonly string[]): CslName[] | undefined =>
  list.length > 0 ? list.map((literal) => ({ literal })) : undefined;

/** `label: value` lines for the page's fields that CSL has no variable for. */
function noteOf(lines: [string, string | null | undefined][]): string | undefined {
  const kept = lines.filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => `${k}: ${v}`);
  return kept.length > 0 ? kept.join('\n') : undefined;
}

/**
 * The CSL item of a document page. The place of publication GB/T 7714 §4.1 asks of theses and reports is the
 * school's or the institution's seat, which the page shows (`place`).
 */
export function toCslItem(doc: LiteratureDetail, purpose: CslPurpose): CslRecord {
  const authors = doc.authors.map((a) => a.name);
  const item: CslRecord = {
    id: doc.id,
    type: cslTypeOf[doc.type] ?? 'document',
    title: doc.title,
    author: names(authors),
    issued: cslDate(doc.publishDate) ?? { 'date-parts': [[doc.year ?? 0]] },
    language: textLanguage(doc.title) === 'zh' ? 'zh-CN' : 'en-US',
  };
  if (doc.doi) item.DOI = doc.doi;
  if (doc.abstract) item.abstract = doc.abstract;
  if (doc.keywords?.length) item.keyword = doc.keywords.join(', ');
  const common: [string, string | null | undefined][] = [
    [L.fund, doc.fund],
    [L.clc, doc.clc],
  ];

  switch (doc.type) {
    case 1:
      // A journal article is dated by its issue: the page shows the year, volume and issue, not a day.
      Object.assign(item, {
        issued: { 'date-parts': [[doc.year ?? 0]] },
        'container-title': doc.journal?.name,
        volume: doc.journal?.volume ?? undefined,
        issue: doc.journal?.issue ?? undefined,
        page: doc.pages,
        ISSN: doc.issn ?? undefined,
      });
      item.note = noteOf(common);
      break;
    case 2:
      Object.assign(item, {
        publisher: doc.school?.name,
        'publisher-place': doc.place ?? undefined,
        genre: purpose === 'export' ? exportGenre(doc.thesisType) : `${doc.thesisType ?? '硕士'}学位论文`,
      });
      item.note = noteOf([[L.degree, doc.thesisType], [L.tutor, doc.tutor], ...common]);
      break;
    case 3:
      Object.assign(item, {
        issued: { 'date-parts': [[doc.year ?? 0]] },
        // The paper appears under its conference's name (the page's 会议名称): APA and MLA name it as the
        // container; GB/T's style cites the event (`[C]//会议名, 日期, 地点`) either way.
        'container-title': doc.conference?.name,
        'event-title': doc.conference?.name,
        'event-place': doc.conference?.place,
        'event-date': cslDate(doc.conference?.startDate, doc.conference?.endDate),
        page: doc.pages,
      });
      item.note = noteOf(common);
      break;
    case 4:
    case 7: {
      const institution = doc.organizations?.[0];
      Object.assign(item, {
        publisher: institution?.name,
        'publisher-place': doc.place ?? undefined,
      });
      item.note = noteOf(common);
      break;
    }
    case 5:
      // GB/T 7714—2015 4.5: 专利申请者或所有者. 专利题名: 专利号[P]. 公告日期或公开日期. Inventors are the authors;
      // without them the applicant is.
      Object.assign(item, {
        author: names(authors.length > 0 ? authors : doc.applicant ? [doc.applicant] : []),
        number: doc.applicationNo ?? doc.publicationNo ?? undefined,
        submitted: cslDate(doc.applicationDate),
      });
      item.note = noteOf([
        [L.patentType, doc.patentType],
        [L.publicationNo, doc.publicationNo],
        [L.applicant, doc.applicant],
        [L.ipc, doc.ipc],
        ...common,
      ]);
      break;
    case 6:
      // GB/T 7714—2015 4.1 example [12]: the issuing body is the responsible party of a standard.
      Object.assign(item, {
        author: names(doc.standardIssuers ?? []),
        number: doc.standardNo ?? undefined,
      });
      item.note = noteOf([
        // The drafters the page lists under the title are not the standard's responsible party.
        [L.drafters, authors.join('、')],
        [L.standardType, doc.standardType],
        [L.standardStatus, doc.standardStatus],
        [L.implementDate, doc.implementDate],
        ...common,
      ]);
      break;
    case 18:
      Object.assign(item, {
        'container-title': doc.newspaper?.name ?? doc.source ?? undefined,
        page: doc.newspaper ? String(doc.newspaper.edition) : undefined,
      });
      item.note = noteOf(common);
      break;
    case 8:
    case 51:
      // The issuing authority is the author; repeating it as publisher would print it twice.
      Object.assign(item, {
        author: names(doc.source ? [doc.source] : []),
        number: doc.docNo ?? undefined,
      });
      item.note = noteOf(common);
      break;
    default:
      item.note = noteOf(common);
  }
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined && v !== '')) as CslRecord;
}
