import type { LiteratureDetail } from '@wenxian/api';
import { textLanguage } from '@wenxian/domain';
import type { CslRecord } from './cslItem';
import { escapeUTF8 } from 'entities/escape';

/**
 * The three reference-manager formats citation-js does not write, each in its documented layout:
 * EndNote's tagged import format (.enw, "%0 Journal Article" …), NoteExpress's field format
 * ("{Reference Type}: Journal Article" …) and NoteFirst's XML. One entry per record, from the same CSL item the
 * BibTeX and RIS exports use, so every format carries the same facts.
 */

export type TaggedSource = { record: LiteratureDetail; item: CslRecord; url?: string };

const yearOf = (item: CslRecord): string => String(item.issued['date-parts'][0]?.[0] ?? '');
const dateOf = (item: CslRecord): string => isoDate(item.issued['date-parts'][0]);
const isoDate = (parts: readonly (number | string | undefined)[] | undefined): string =>
  (parts ?? [])
    .filter((n) => n !== undefined)
    .map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0')))
    .join('-');

/**
 * The day the page shows, for EndNote's `%8` (Date): a conference's first day, else the publication date; none
 * for a journal article, which the page dates by its year. It is written before `%D` (Year): Zotero's Refer
 * importer keeps the first of the two and drops a later one the first contains, so `%D` first left it the year.
 */
function endNoteDate(record: LiteratureDetail, item: CslRecord): string | null {
  const parts = record.type === 3 ? item['event-date']?.['date-parts'][0] : item.issued['date-parts'][0];
  return parts && parts.length > 1 ? isoDate(parts) : null;
}
const namesOf = (item: CslRecord): string[] => (item.author ?? []).map((a) => a.literal);
const edition = (record: LiteratureDetail): string => String(record.newspaper?.edition ?? '');

/** EndNote reference types per literature type code; NoteExpress names its reference types the same way. */
const endNoteType: Readonly<Record<number, string>> = {
  1: 'Journal Article',
  2: 'Thesis',
  3: 'Conference Proceedings',
  4: 'Report',
  5: 'Patent',
  6: 'Standard',
  7: 'Report',
  8: 'Statute',
  18: 'Newspaper Article',
  51: 'Government Document',
};

function endNoteTypeOf(type: number): string {
  return endNoteType[type] ?? 'Generic';
}

/** EndNote tagged format: one `%X value` line per field, a blank line between references. */
export function toEndNote({ record, item, url }: TaggedSource): string {
  const lines: [string, string | null | undefined][] = [
    // A policy is EndNote's "Legal Rule or Regulation", which Zotero's Refer importer reads as a statute (as the
    // page and RIS give it); "Government Document" became a generic document without its 发文字号's type.
    ['%0', record.type === 51 ? 'Legal Rule or Regulation' : endNoteTypeOf(record.type)],
    ...namesOf(item).map((name): [string, string] => ['%A', name]),
    ['%T', item.title],
    ['%J', record.type === 1 ? item['container-title'] : null],
    ['%B', record.type === 3 ? item['event-title'] : record.type === 18 ? item['container-title'] : null],
    ['%8', endNoteDate(record, item)],
    ['%D', yearOf(item)],
    ['%V', item.volume],
    [
      '%N',
      record.type === 5 ? record.applicationNo : record.type === 18 ? edition(record) : (item.issue ?? item.number),
    ],
    ['%P', item.page],
    ['%I', item.publisher ?? (record.type === 5 ? record.authors[0]?.organName : null)],
    ['%C', item['publisher-place'] ?? item['event-place']],
    [
      '%9',
      record.type === 2
        ? `${record.thesisType ?? '硕士'}学位论文`
        : record.type === 5
          ? record.patentType
          : record.type === 6
            ? record.standardType
            : null,
    ],
    ['%@', record.type === 5 ? record.publicationNo : record.type === 6 ? record.standardNo : item.ISSN],
    ['%E', record.type === 2 ? record.tutor : null],
    ...(record.keywords ?? []).map((k): [string, string] => ['%K', k]),
    ['%X', record.abstract],
    ['%R', item.DOI],
    ['%U', url],
    ['%G', textLanguage(record.title) === 'en' ? 'English' : 'Chinese'],
    ['%W', 'wenxian'],
  ];
  return lines
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([tag, value]) => `${tag} ${value}`)
    .join('\n');
}

/** NoteExpress field format: `{Field}: value`, multi-valued fields joined with `;`, a blank line between. */
export function toNoteExpress({ record, item, url }: TaggedSource): string {
  const organs = [...new Set(record.authors.map((a) => a.organName).filter(Boolean))];
  const fields: [string, string | null | undefined][] = [
    ['Reference Type', endNoteTypeOf(record.type)],
    ['Title', item.title],
    [
      'Author',
      namesOf(item)
        .map((n) => `${n};`)
        .join(''),
    ],
    ['Author Address', organs.map((o) => `${o};`).join('')],
    ['Journal', record.type === 1 ? item['container-title'] : null],
    ['Secondary Title', record.type === 3 ? item['event-title'] : record.type === 18 ? item['container-title'] : null],
    ['Secondary Author', record.type === 2 ? record.tutor : null],
    [
      'Type of Work',
      record.type === 2
        ? record.thesisType
        : record.type === 5
          ? record.patentType
          : record.type === 6
            ? record.standardType
            : null,
    ],
    ['Year', yearOf(item)],
    ['Date', record.type === 5 || record.type === 18 ? dateOf(item) : null],
    ['Volume', item.volume],
    ['Issue', record.type === 18 ? edition(record) : item.issue],
    ['Pages', item.page],
    ['Publisher', item.publisher ?? (record.type === 5 ? record.authors[0]?.organName : null)],
    ['Place Published', item['publisher-place']],
    ['Application Number', record.type === 5 ? record.applicationNo : null],
    ['Patent Number', record.type === 5 ? record.publicationNo : null],
    ['Standard Number', record.type === 6 ? record.standardNo : null],
    ['Document Number', record.type === 8 || record.type === 51 ? record.docNo : null],
    ['Keywords', (record.keywords ?? []).map((k) => `${k};`).join('')],
    ['Abstract', record.abstract],
    ['ISBN/ISSN', item.ISSN],
    ['DOI', item.DOI],
    ['URL', url],
    ['Database Provider', 'wenxian'],
  ];
  return fields
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => `{${name}}: ${value}`)
    .join('\n');
}

/** NoteFirst document types (its import schema's DocType values). */
const noteFirstType: Readonly<Record<number, string>> = {
  1: 'JournalArticle',
  2: 'Thesis',
  3: 'ConferenceProceeding',
  4: 'Report',
  5: 'Patent',
  6: 'Standard',
  7: 'Report',
  8: 'Law',
  18: 'NewspaperArticle',
  51: 'GovernmentDocument',
};

function xmlElement(name: string, value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? '' : `<${name}>${escapeUTF8(value)}</${name}>`;
}

/** One NoteFirst `<Item>`; `toNoteFirstDocument` wraps the items in the document element. */
export function toNoteFirstItem({ record, item }: TaggedSource): string {
  const lang = textLanguage(record.title) === 'en' ? 'en' : 'zh-chs';
  const authors = namesOf(item)
    .map(
      (name, i) =>
        `<Author AuthorOrder="${i + 1}"><Info lang="${lang}"><FullName>${escapeUTF8(name)}</FullName></Info></Author>`,
    )
    .join('');
  const media = item['container-title'] ?? item['event-title'] ?? item.publisher;
  return [
    `<Item id="${escapeUTF8(record.id)}">`,
    `<DocType>${noteFirstType[record.type] ?? 'Generic'}</DocType>`,
    `<Titles><Title lang="${lang}"><Text>${escapeUTF8(item.title)}</Text></Title></Titles>`,
    `<Authors>${authors}</Authors>`,
    media ? `<Media><Info lang="${lang}"><Title>${escapeUTF8(media)}</Title></Info></Media>` : '',
    xmlElement('Year', yearOf(item)),
    xmlElement('PublishDate', dateOf(item)),
    xmlElement('Volume', item.volume),
    xmlElement('Issue', record.type === 18 ? edition(record) : item.issue),
    xmlElement('PageScope', item.page),
    xmlElement('Publisher', item.publisher),
    xmlElement('PublishPlace', item['publisher-place']),
    xmlElement('Degree', record.type === 2 ? record.thesisType : null),
    xmlElement('Tutor', record.type === 2 ? record.tutor : null),
    xmlElement('ApplicationNumber', record.type === 5 ? record.applicationNo : null),
    xmlElement('PatentNumber', record.type === 5 ? record.publicationNo : null),
    xmlElement('StandardNumber', record.type === 6 ? record.standardNo : null),
    xmlElement('DocumentNumber', record.type === 8 || record.type === 51 ? record.docNo : null),
    `<Keywords>${(record.keywords ?? []).map((k) => `<Keyword lang="${lang}">${escapeUTF8(k)}</Keyword>`).join('')}</Keywords>`,
    `<Abstracts><Abstract lang="${lang}">${escapeUTF8(record.abstract ?? '')}</Abstract></Abstracts>`,
    xmlElement('ISSN', item.ISSN),
    xmlElement('DOI', item.DOI),
    '</Item>',
  ]
    .filter(Boolean)
    .join('\n');
}

export function toNoteFirstDocument(items: string[]): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<NoteFirst>',
    '<Items>',
    ...items,
    '</Items>',
    '</NoteFirst>',
  ].join('\n');
}
