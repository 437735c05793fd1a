import { describe, expect, it } from 'vitest';
import { documentTypes, findLiteratureType } from '@wenxian/domain';
import { highwireMeta } from './documentHead';
import { base, sampleDocuments as documents } from './sampleDocuments.testing';

/**
 * Zotero's Embedded Metadata translator (zotero/translators `Embedded Metadata.js`, 2026-04-27, with the type
 * detection of `RDF.js` it delegates to), re-expressed for tests: which item type and fields Zotero's connector
 * saves from a page's `<meta>` tags. Only the rules our tags meet are kept; each says where it comes from.
 */
type Meta = { name: string; content: string };

/** `_prefixes` of the translator: tags `prefix.prop` / `prefix:prop` / `prefix_prop` become RDF statements. */
const rdfPrefixes = ['bib', 'bibo', 'dc', 'dcterms', 'prism', 'foaf', 'vcard', 'link', 'z', 'eprint', 'eprints', 'og'];

/** `init()`: the Highwire tags that fix the type (`hwType`) and the one that only guesses it. */
const highwireTypes: Readonly<Record<string, string>> = {
  citation_journal_title: 'journalArticle',
  citation_technical_report_institution: 'report',
  citation_conference_title: 'conferencePaper',
  citation_conference: 'conferencePaper',
  citation_book_title: 'bookSection',
  citation_inbook_title: 'bookSection',
  citation_dissertation_institution: 'thesis',
};

/** Zotero item types `ZU.itemTypeExists` knows (the ones a `dc:type` can name as they are). */
const zoteroItemTypes = new Set([
  'book',
  'bookSection',
  'journalArticle',
  'magazineArticle',
  'newspaperArticle',
  'thesis',
  'report',
  'patent',
  'standard',
  'statute',
  'case',
  'conferencePaper',
  'webpage',
  'document',
  'dataset',
  'preprint',
  'hearing',
  'bill',
]);

/** `RDF.js` detectType: the lower-cased `dc:type` vocabulary it maps. */
const dcTypeWords: Readonly<Record<string, string>> = {
  book: 'book',
  patent: 'patent',
  report: 'report',
  thesis: 'thesis',
  conferencepaper: 'conferencePaper',
  article: 'journalArticle',
  journalarticle: 'journalArticle',
  newsitem: 'newspaperArticle',
  workingpaper: 'report',
};

type ZoteroItem = {
  itemType: string | undefined;
  fields: Record<string, string>;
  creators: { name: string; creatorType: string }[];
};

/** Zotero schema: the creator types of the item types our pages give, primary first (`getCreatorsForType`). */
const creatorTypesOf: Readonly<Record<string, readonly string[]>> = {
  patent: ['inventor', 'attorneyAgent', 'contributor'],
  thesis: ['author', 'contributor'],
};

/**
 * RDF.js: the predicates it reads for each creator type, the first one with values winning (`getFirstResults`);
 * `dc:contributor` is only a last resort for authors, never a contributor.
 */
const rdfCreatorSources = (creatorType: string): string[] =>
  creatorType === 'author'
    ? ['dc:creator', 'dcterms:creator', 'eprints:creators_name', 'dc:contributor', 'dcterms:contributor']
    : creatorType === 'editor' || creatorType === 'contributor'
      ? [`bib:${creatorType}s`, `eprints:${creatorType}s_name`, `eprint:${creatorType}s_name`]
      : [`z:${creatorType}s`];

/** Zotero schema: the item-type field a base field `number` / `type` lands in (zotero-schema `baseField`). */
const numberField: Readonly<Record<string, string>> = {
  patent: 'patentNumber',
  statute: 'publicLawNumber',
  report: 'reportNumber',
  standard: 'number',
};
const typeField: Readonly<Record<string, string>> = { thesis: 'thesisType', report: 'reportType' };

/** `HIGHWIRE_MAPPINGS` (the part our pages use) and PRISM's publicationName (RDF.js publicationTitle). */
const fieldOf: Readonly<Record<string, string>> = {
  citation_title: 'title',
  citation_publication_date: 'date',
  citation_date: 'date',
  citation_journal_title: 'publicationTitle',
  citation_volume: 'volume',
  citation_issue: 'issue',
  citation_conference_title: 'conferenceName',
  citation_dissertation_institution: 'university',
  citation_technical_report_institution: 'institution',
  citation_technical_report_number: 'number',
  citation_publisher: 'publisher',
  citation_doi: 'DOI',
  citation_abstract: 'abstractNote',
  citation_language: 'language',
  citation_abstract_html_url: 'url',
  'prism.publicationName': 'publicationTitle',
  // RDF.js `place`: the place of publication, else the event's location.
  'eprints.place_of_pub': 'place',
  'eprints.event_location': 'place',
};

function zoteroItemFromMeta(meta: readonly Meta[]): ZoteroItem {
  let hwType: string | undefined;
  let hwTypeGuess: string | undefined;
  const statements: [string, string, string][] = [];
  for (const { name, content } of meta) {
    const delim = name.search(/[.:_]/);
    const prefix = name.slice(0, delim).toLowerCase();
    if (delim > 0 && rdfPrefixes.includes(prefix)) {
      statements.push([prefix, name.charAt(delim + 1).toLowerCase() + name.slice(delim + 2), content]);
      continue;
    }
    const shortTag = name.slice(name.lastIndexOf('citation_'));
    if (highwireTypes[shortTag]) hwType = highwireTypes[shortTag];
    else if (shortTag === 'citation_title' || shortTag === 'citation_series_title') hwTypeGuess ??= 'journalArticle';
  }
  // RDF.js detectType: a Zotero RDF `z:itemType` first; a `citation_*` type tag still wins over it.
  const zType = statements.find(([p, prop]) => p === 'z' && prop === 'itemType')?.[2];
  let itemType = hwType ?? (zType && zoteroItemTypes.has(zType) ? zType : undefined);
  if (!itemType && statements.length > 0) {
    // RDF.js: a dc:type naming a Zotero item type is taken as it is, else its vocabulary; else the default.
    const dcType = statements.find(([p, prop]) => (p === 'dc' || p === 'dcterms') && prop === 'type')?.[2];
    if (dcType) itemType = zoteroItemTypes.has(dcType) ? dcType : dcTypeWords[dcType.toLowerCase().replace(/\s/g, '')];
  }
  itemType ??= hwTypeGuess;
  const fields: Record<string, string> = {};
  for (const { name, content } of meta) {
    const field = fieldOf[name];
    if (field && content.trim()) fields[field] = content.trim();
  }
  const first = meta.find((m) => m.name === 'citation_firstpage')?.content;
  const last = meta.find((m) => m.name === 'citation_lastpage')?.content;
  if (first) fields.pages = last ? `${first}-${last}` : first;
  // RDF.js: `dc:type` is the item's type field (thesisType, reportType…); Zotero RDF gives `dc:description` as Extra.
  const dcType = statements.find(([p, prop]) => p === 'dc' && prop === 'type')?.[2];
  const typeName = itemType ? typeField[itemType] : undefined;
  if (dcType && typeName) fields[typeName] = dcType;
  const description = statements.find(([p, prop]) => p === 'dc' && prop === 'description')?.[2];
  if (zType && description) fields.extra = description;
  // The base field `number` is stored under the item type's own name.
  const numberName = itemType ? numberField[itemType] : undefined;
  if (fields.number && numberName) {
    const value = fields.number;
    delete fields.number;
    fields[numberName] = value;
  }
  // addHighwireMetadata: Highwire authors replace RDF's creators (leftover RDF creators are dropped, a matching
  // one only lends its `editor` role); without them the RDF creators stay, read per creator type of the item type.
  const authors = meta.filter((m) => m.name === 'citation_author').map((m) => m.content);
  if (authors.length > 0)
    return { itemType, fields, creators: authors.map((name) => ({ name, creatorType: 'author' })) };
  const valuesOf = (source: string) => {
    const [prefix, prop] = source.split(':');
    return statements.filter(([p, pr]) => p === prefix && pr === prop).map(([, , v]) => v);
  };
  const creators = (creatorTypesOf[itemType ?? ''] ?? ['author', 'contributor', 'editor']).flatMap((creatorType) => {
    const source = rdfCreatorSources(creatorType).find((one) => valuesOf(one).length > 0);
    return source ? valuesOf(source).map((name) => ({ name, creatorType })) : [];
  });
  return { itemType, fields, creators };
}

const origin = 'https://wenxian.example';
describe("Zotero's Embedded Metadata rules (its fallback without the unAPI record) read every type as its own item type", () => {
  it('covers every routed literature type', () => {
    const routed = documentTypes.map((t) => t.code);
    expect(documents.map((d) => d.doc.type).sort((a, b) => a - b)).toEqual([...routed].sort((a, b) => a - b));
  });

  it.each(documents.map((d) => [findLiteratureType(d.doc.type)?.name ?? '', d] as const))('%s', (_name, d) => {
    const meta = highwireMeta(d.doc, origin);
    const item = zoteroItemFromMeta(meta);
    expect(item.itemType).toBe(d.itemType);
    expect(item.fields).toMatchObject({ title: d.doc.title, language: 'zh', ...d.expect });
    // Highwire authors on every page (Google Scholar's rule): Embedded Metadata makes them authors. A patent's
    // inventors, a thesis's supervisor and a standard's drafters reach Zotero from the unAPI record, which its
    // unAPI translator reads before this one (server/render/unapi.test.ts).
    expect(item.creators).toEqual(d.creators.map((name) => ({ name, creatorType: 'author' })));
    // The whole abstract, never the description's 160 characters; the page's address.
    expect(item.fields.abstractNote).toBe(d.doc.abstract);
    expect(item.fields.url).toBe(`${origin}${findLiteratureType(d.doc.type)?.route}/${d.doc.id}`);
    // A newspaper is not a journal, and no PDF address is offered (robots.txt disallows the call).
    expect(meta.map((m) => m.name)).not.toContain('citation_pdf_url');
    if (d.doc.type !== 1) expect(meta.map((m) => m.name)).not.toContain('citation_journal_title');
  });

  it('carries the numbers the page shows: patent numbers, the standard number, the 发文字号', () => {
    const metaOf = (type: number) => highwireMeta(documents.find((d) => d.doc.type === type)!.doc, origin);
    const value = (type: number, name: string) =>
      metaOf(type)
        .filter((m) => m.name === name)
        .map((m) => m.content);
    expect(value(5, 'citation_patent_number')).toEqual(['CN1976071A']);
    expect(value(5, 'DC.identifier')).toEqual(['200610171314.3']);
    expect(value(6, 'DC.identifier')).toEqual(['GB/T 7714-2015']);
    expect(value(8, 'DC.identifier')).toEqual(['〔2008〕12号']);
    expect(value(51, 'DC.identifier')).toEqual(['〔2021〕45号']);
  });

  it('reads the language from the text, not the record', () => {
    const english = highwireMeta({ ...base, title: 'Research on topic 1', language: 'zh' }, origin);
    expect(zoteroItemFromMeta(english).fields.language).toBe('en');
    expect(zoteroItemFromMeta(highwireMeta({ ...base, language: 'en' }, origin)).fields.language).toBe('zh');
  });
});
