import type { LiteratureDetail } from '@wenxian/api';
import { documentLabels as D, findLiteratureType, textLanguage } from '@wenxian/domain';
import type { CslRecord } from './cslItem';

/**
 * BibTeX and RIS records written per literature type for what reference managers read: Zotero's BibTeX.js and
 * RIS.js translators (zotero/translators), JabRef and biblatex (BibTeX), EndNote (RIS). Each record carries the
 * fields its document page shows and the page's address (`url` / `UR`).
 *
 * - Entry and reference types are ones the readers know: BibTeX.js discards an entry type it has no mapping for
 *   (`@standard`, `@legal`), and turns `@legislation` into a bill without its number; a standard, a regulation
 *   and a policy are `@techreport` (Zotero: report, with `number`, `institution`, `type`), RIS `STAND` / `STAT`.
 * - A thesis's degree is its `type` (BibTeX.js reads `type` as the thesis type; biblatex prints it), RIS `M3`.
 * - A conference paper names its conference in `eventtitle` / `T2`, the place in `location`+`venue` / `C1`
 *   (RIS.js reads `C1` as a conference paper's place and leaves `CY` out for it), the day in `date` / `DA`.
 * - A patent: inventors as `AU` (RIS.js: inventors), publication number `SN` / `number`, application number `M1`,
 *   filing date `C1` (RIS.js), applicant `PB` / `assignee`.
 * - Dates: RIS `DA` as `YYYY/MM/DD/` with zero-padded month and day, `PY` the year.
 * - Fields neither format has a tag for go to `note` (one line, `标签: value; …`) / `N1`: Zotero keeps them as
 *   a child note, labelled as the document's page labels them (申请号, 申请日, 状态, 实施日期, 导师).
 */
export type ExportSource = { record: LiteratureDetail; item: CslRecord; url: string };

const isoDate = (item: CslRecord): string =>
  (item.issued['date-parts'][0] ?? [])
    .filter((n): n is number => n !== undefined && n > 0)
    .map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0')))
    .join('-');

/** The date a record carries: the page's publication date (a journal article's year, a conference's first day). */
function shownDate(record: LiteratureDetail, item: CslRecord): string {
  if (record.type === 1) return record.year ? String(record.year) : isoDate(item);
  if (record.type === 3) return record.conference?.startDate ?? (record.year ? String(record.year) : '');
  return record.publishDate && !record.publishDate.startsWith('1600') ? record.publishDate : isoDate(item);
}

const typeName = (record: LiteratureDetail) => findLiteratureType(record.type)?.name ?? '';
const thesisType = (record: LiteratureDetail) => `${record.thesisType ?? '硕士'}学位论文`;
const namesOf = (item: CslRecord): string[] => (item.author ?? []).map((a) => a.literal);

/* ---------------------------------------------------------------- BibTeX */

/** BibTeX's special characters escaped (UTF-8 text otherwise kept as it is). */
const bibEscape = (value: string) =>
  value.replace(/[\\{}]/g, (c) => (c === '\\' ? '\\textbackslash{}' : `\\${c}`)).replace(/([&%$#_])/g, '\\$1');

/** A name list: persons as they are, organisations braced so no reader splits them into given and family names. */
const bibNames = (names: string[], organisations: boolean) =>
  names.map((n) => (organisations ? `{${bibEscape(n)}}` : bibEscape(n))).join(' and ');

const bibType: Readonly<Record<number, string>> = {
  1: 'article',
  3: 'inproceedings',
  4: 'techreport',
  5: 'patent',
  6: 'techreport',
  7: 'techreport',
  8: 'techreport',
  18: 'article',
  51: 'techreport',
};

export function bibtexEntry({ record, item, url }: ExportSource): string {
  const date = shownDate(record, item);
  const organisationsAuthor = record.type === 6 || record.type === 8 || record.type === 51;
  const fields: [string, string | number | null | undefined][] = [
    ['title', item.title],
    ['author', namesOf(item).length > 0 ? bibNames(namesOf(item), organisationsAuthor) : null],
    ['date', date],
    ['year', date.slice(0, 4)],
  ];
  const raw = new Set(['author', 'url']);
  const note: [string, string | null | undefined][] = [];
  switch (record.type) {
    case 1:
      fields.push(
        ['journal', record.journal?.name],
        ['volume', record.journal?.volume],
        ['number', record.journal?.issue],
        ['pages', record.pages?.replace(/-/g, '--')],
        ['issn', record.issn],
      );
      break;
    case 2:
      fields.push(['type', thesisType(record)], ['school', record.school?.name], ['address', record.place]);
      note.push([D.tutor, record.tutor]);
      break;
    case 3:
      fields.push(
        ['eventtitle', record.conference?.name],
        // ACM's and Zotero's reading of `location` on a conference paper: the event's place; biblatex's is `venue`.
        ['location', record.conference?.place],
        ['venue', record.conference?.place],
        [
          'eventdate',
          record.conference?.endDate && record.conference.endDate !== record.conference.startDate
            ? `${record.conference.startDate}/${record.conference.endDate}`
            : record.conference?.startDate,
        ],
        ['pages', record.pages?.replace(/-/g, '--')],
      );
      break;
    case 4:
    case 7:
      fields.push(
        ['type', typeName(record)],
        ['institution', record.organizations?.[0]?.name],
        ['address', record.place],
      );
      break;
    case 5:
      fields.push(
        ['type', record.patentType],
        ['number', record.publicationNo],
        ['assignee', record.applicant],
        ['holder', record.applicant],
      );
      note.push([D.applicationNo, record.applicationNo], [D.applicationDate, record.applicationDate]);
      break;
    case 6:
      fields.push(
        ['type', record.standardType ?? typeName(record)],
        ['number', record.standardNo],
        ['institution', record.standardIssuers?.join('、')],
      );
      note.push([D.standardStatus, record.standardStatus], [D.implementDate, record.implementDate]);
      break;
    case 18:
      fields.push(
        ['journal', record.newspaper?.name ?? record.source],
        // biblatex's mark of a newspaper article; JabRef keeps it.
        ['entrysubtype', 'newspaper'],
        ['pages', record.newspaper?.edition],
      );
      break;
    default:
      fields.push(['type', typeName(record)], ['number', record.docNo], ['institution', record.source]);
  }
  fields.push(
    ['doi', item.DOI],
    ['url', url],
    ['language', textLanguage(record.title)],
    ['keywords', (record.keywords ?? []).join(', ')],
    ['abstract', record.abstract],
  );
  // One line: BibTeX readers (Zotero's among them) fold a value's line breaks into spaces.
  const noteText = note
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  if (noteText) fields.push(['note', noteText]);
  const entryType =
    record.type === 2 ? (record.thesisType === '博士' ? 'phdthesis' : 'mastersthesis') : bibType[record.type];
  const body = fields
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `  ${k} = {${raw.has(k) ? String(v) : bibEscape(String(v))}},`)
    .join('\n');
  return `@${entryType ?? 'misc'}{${record.id},\n${body}\n}`;
}

/* ---------------------------------------------------------------- RIS */

const risType: Readonly<Record<number, string>> = {
  1: 'JOUR',
  2: 'THES',
  3: 'CONF',
  4: 'RPRT',
  5: 'PAT',
  6: 'STAND',
  7: 'RPRT',
  8: 'STAT',
  18: 'NEWS',
  51: 'STAT',
};

/** `2019-09-23` → `2019/09/23/`; `2019` → `2019///` (RIS `DA`: year, month, day, other, each zero-padded). */
function risDate(iso: string): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${y}/${m && m.padStart(2, '0')}/${d && d.padStart(2, '0')}/`;
}

const CRLF = '\r\n';
const oneLine = (value: string | number) =>
  String(value)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();

export function risRecord({ record, item, url }: ExportSource): string {
  const date = shownDate(record, item);
  const [start, end] = (record.pages ?? '').split(/\s*[-–—]\s*/);
  const tags: [string, string | number | null | undefined][] = [
    ['TY', risType[record.type] ?? 'GEN'],
    ['TI', item.title],
    ...namesOf(item).map((name): [string, string] => ['AU', name]),
    ['PY', date.slice(0, 4)],
    ['DA', date ? risDate(date) : null],
  ];
  switch (record.type) {
    case 1:
      tags.push(
        ['T2', record.journal?.name],
        ['VL', record.journal?.volume],
        ['IS', record.journal?.issue],
        ['SP', start],
        ['EP', end],
        ['SN', record.issn],
      );
      break;
    case 2:
      tags.push(['M3', thesisType(record)], ['PB', record.school?.name], ['CY', record.place], ['A3', record.tutor]);
      break;
    case 3:
      tags.push(['T2', record.conference?.name], ['C1', record.conference?.place], ['SP', start], ['EP', end]);
      break;
    case 4:
    case 7:
      tags.push(['M3', typeName(record)], ['PB', record.organizations?.[0]?.name], ['CY', record.place]);
      break;
    case 5:
      tags.push(
        ['SN', record.publicationNo],
        ['M1', record.applicationNo],
        ['C1', record.applicationDate],
        ['PB', record.applicant],
      );
      break;
    case 6:
      tags.push(
        ['SN', record.standardNo],
        ['M3', record.standardType],
        ['PB', record.standardIssuers?.join('、')],
        ['N1', record.standardStatus ? `${D.standardStatus}: ${record.standardStatus}` : null],
      );
      break;
    case 18:
      tags.push(['T2', record.newspaper?.name ?? record.source], ['SP', record.newspaper?.edition]);
      break;
    default:
      tags.push(['M1', record.docNo]);
  }
  tags.push(
    ['DO', item.DOI],
    ['UR', url],
    ['LA', textLanguage(record.title)],
    ...(record.keywords ?? []).map((k): [string, string] => ['KW', k]),
    ['AB', record.abstract],
    ['ID', record.id],
  );
  const lines = tags
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([tag, v]) => `${tag}  - ${oneLine(v!)}`);
  lines.push('ER  - ');
  return lines.join(CRLF) + CRLF;
}
