import type { LiteratureDetail } from '@wenxian/api';
import { displayDate, documentLabels as L, findLiteratureType, textLanguage } from '@wenxian/domain';

/** A Zotero item as its schema names it (zotero/zotero-schema): item type, fields, creators by type, tags. */
export type ZoteroItem = {
  itemType: string;
  /** Field name (the item type's own: `patentNumber`, `publicLawNumber`, `thesisType`…) → value, in order. */
  fields: [string, string][];
  creators: { creatorType: string; name: string }[];
  tags: string[];
};

/** Zotero's item type of each literature type (a regulation and a policy are statutes; achievements reports). */
export const zoteroItemTypeOf: Readonly<Record<number, string>> = {
  1: 'journalArticle',
  2: 'thesis',
  3: 'conferencePaper',
  4: 'report',
  5: 'patent',
  6: 'standard',
  7: 'report',
  8: 'statute',
  18: 'newspaperArticle',
  51: 'statute',
};

/** A date the page shows, or nothing for the 未知 it shows for none (displayDate). */
const shown = (value: string | null | undefined): string | null => {
  const text = displayDate(value);
  return text === displayDate(null) ? null : text;
};

/** A patent's country: the WIPO ST.3 code its publication number starts with (CN1976071A → CN). */
const countryOf = (publicationNo: string | null | undefined) => /^([A-Z]{2})\d/.exec(publicationNo ?? '')?.[1] ?? null;

/**
 * The Zotero item of a document page: every fact the page shows (documentFields) that the item type has a field
 * for, in that field — a patent's inventors as inventors, its numbers, filing date and assignee; a standard's
 * number, issuing bodies (`organization`, and its authors as GB/T 7714 cites them; its drafters contributors),
 * type and status; a thesis's degree, school, place and supervisor (`contributor`); a statute's 发文字号 and date
 * — and the page's shown facts with no such field (fund, classification, IPC, patent type, 实施日期) as Extra
 * lines. The abstract is whole, the language read from the title, the URL the page's. Served as Zotero RDF by
 * the unAPI address (server/render/unapi.ts).
 */
export function zoteroItem(doc: LiteratureDetail, url: string): ZoteroItem {
  const itemType = zoteroItemTypeOf[doc.type] ?? 'document';
  const fields: [string, string | number | null | undefined][] = [['title', doc.title]];
  const creators: ZoteroItem['creators'] = [];
  const people = (creatorType: string, names: (string | null | undefined)[]) => {
    for (const name of names) if (name) creators.push({ creatorType, name });
  };
  const extra: [string, string | null | undefined][] = [];
  const authors = doc.authors.map((a) => a.name);
  switch (doc.type) {
    case 1:
      people('author', authors);
      fields.push(
        ['publicationTitle', doc.journal?.name],
        ['volume', doc.journal?.volume],
        ['issue', doc.journal?.issue],
        ['pages', doc.pages],
        ['date', doc.year],
        ['ISSN', doc.issn],
      );
      break;
    case 2:
      people('author', authors);
      people('contributor', [doc.tutor]);
      fields.push(
        ['thesisType', doc.thesisType ? `${doc.thesisType}学位论文` : null],
        ['university', doc.school?.name],
        ['place', doc.place],
        ['date', shown(doc.publishDate)],
      );
      break;
    case 3:
      people('author', authors);
      fields.push(
        ['conferenceName', doc.conference?.name],
        ['eventPlace', doc.conference?.place],
        ['date', shown(doc.conference?.startDate)],
        ['pages', doc.pages],
      );
      break;
    case 5:
      people('inventor', authors);
      fields.push(
        ['patentNumber', doc.publicationNo],
        ['applicationNumber', doc.applicationNo],
        ['filingDate', shown(doc.applicationDate)],
        ['issueDate', shown(doc.publishDate)],
        ['assignee', doc.applicant],
        ['country', countryOf(doc.publicationNo)],
      );
      extra.push([L.patentType, doc.patentType], [L.ipc, doc.ipc]);
      break;
    case 6:
      people('author', doc.standardIssuers ?? []);
      people('contributor', authors);
      fields.push(
        ['number', doc.standardNo],
        ['organization', doc.standardIssuers?.join('、')],
        ['type', doc.standardType],
        ['status', doc.standardStatus],
        ['date', shown(doc.publishDate)],
      );
      extra.push([L.implementDate, shown(doc.implementDate)]);
      break;
    case 8:
    case 51:
      people('author', [doc.source]);
      fields.push(['publicLawNumber', doc.docNo], ['dateEnacted', shown(doc.publishDate)]);
      break;
    case 18:
      people('author', authors);
      fields.push(
        ['publicationTitle', doc.newspaper?.name ?? doc.source],
        ['date', shown(doc.publishDate)],
        ['pages', doc.newspaper?.edition],
      );
      break;
    default:
      people('author', authors);
      fields.push(
        ['reportType', findLiteratureType(doc.type)?.name],
        ['institution', doc.organizations?.[0]?.name],
        ['place', doc.place],
        ['date', shown(doc.publishDate)],
      );
  }
  extra.push([L.fund, doc.fund], [L.clc, doc.clc]);
  const extraText = extra
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  fields.push(
    ['abstractNote', doc.abstract],
    ['DOI', doc.doi],
    ['url', url],
    ['language', textLanguage(doc.title)],
    ['extra', extraText],
  );
  return {
    itemType,
    fields: fields
      .filter(
        (entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '',
      )
      .map(([name, value]) => [name, String(value)]),
    creators,
    tags: doc.keywords ?? [],
  };
}
