import type { LiteratureDetail } from '@wenxian/api';
import {
  citationExportUrl,
  documentPath,
  exportFileOf,
  findLiteratureType,
  singleExportFormats,
  textLanguage,
  unapiPath,
} from '@wenxian/domain';

type Meta = { name: string; content: string };

/** Highwire's date format (YYYY/MM/DD), which Zotero and Google Scholar read. */
const highwireDate = (iso: string | null | undefined): string | null => (iso ? iso.replace(/-/g, '/') : null);

/**
 * The date a page shows for the document, the one its metadata must carry: a journal article's year (the page
 * shows year, volume, issue), a conference paper's conference date (会议时间), else the publication date.
 */
function shownDate(doc: LiteratureDetail): string | null {
  if (doc.type === 1) return doc.year ? String(doc.year) : null;
  if (doc.type === 3) return highwireDate(doc.conference?.startDate);
  return highwireDate(doc.publishDate) ?? (doc.year ? String(doc.year) : null);
}

/** The responsible parties a citation names: the issuing bodies of standards and regulations, else the authors. */
function responsibleParties(doc: LiteratureDetail): string[] {
  if (doc.type === 6) return doc.standardIssuers ?? [];
  if (doc.type === 8 || doc.type === 51) return doc.source ? [doc.source] : [];
  return doc.authors.map((a) => a.name);
}

/**
 * Zotero item types written as `DC.type` for the literature types Highwire has no tag for: Zotero's Embedded
 * Metadata translator reads a `citation_*` type tag first (journal, conference, dissertation, technical report)
 * and otherwise hands the `DC.*` statements to its RDF translator, whose type detection takes a Zotero item
 * type name in `dc:type` as it is. Without one, `citation_title` alone makes a journal article.
 */
const dcTypeOf: Readonly<Record<number, string>> = {
  5: 'patent',
  6: 'standard',
  8: 'statute',
  18: 'newspaperArticle',
  51: 'statute',
};

/**
 * Highwire Press `citation_*` meta tags for reference managers and scholarly search engines (Google Scholar's
 * inclusion guidelines; Zotero's Embedded Metadata translator, whose rules `zoteroEmbeddedMetadata.test.ts`
 * re-expresses): `citation_author` on every page (a patent's inventors, a standard's or regulation's issuing
 * bodies), the type-giving tag only where it is true (no `citation_journal_title` on a newspaper), `DC.type` for
 * patents, standards, regulations and newspapers (a thesis's `DC.type` is its degree, Zotero's thesis type), the
 * newspaper's title as PRISM `publicationName`, the full abstract as `citation_abstract` (the description is cut
 * at 160 characters), numbers as `citation_technical_report_number` (Zotero's `number`: the patent's publication
 * number, the standard number, the 发文字号), places as ePrints `place_of_pub` / `event_location`. Zotero's whole
 * item (inventors, application number, assignee, a standard's organisation and status, a thesis's supervisor)
 * comes from the page's unAPI record, which Zotero reads before these tags (documentHead `links`, unapi.ts). No
 * `citation_pdf_url`: the only PDF address is a members' call that robots.txt disallows and that answers a login
 * error to a visitor (docs/decisions/documents.md).
 */
export function highwireMeta(doc: LiteratureDetail, origin: string): Meta[] {
  const meta: Meta[] = [];
  const add = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') meta.push({ name, content: String(value) });
  };
  add('citation_title', doc.title);
  for (const party of responsibleParties(doc)) add('citation_author', party);
  add('citation_publication_date', shownDate(doc));
  add('citation_language', textLanguage(doc.title));
  add('DC.type', doc.type === 2 ? (doc.thesisType ? `${doc.thesisType}学位论文` : null) : dcTypeOf[doc.type]);
  switch (doc.type) {
    case 1:
      add('citation_journal_title', doc.journal?.name);
      add('citation_issn', doc.issn);
      add('citation_volume', doc.journal?.volume);
      add('citation_issue', doc.journal?.issue);
      break;
    case 2:
      add('citation_dissertation_institution', doc.school?.name ?? doc.authors[0]?.organName);
      add('eprints.place_of_pub', doc.place);
      break;
    case 3:
      add('citation_conference_title', doc.conference?.name);
      add('eprints.event_location', doc.conference?.place);
      break;
    case 4:
    case 7:
      add('citation_technical_report_institution', doc.organizations?.[0]?.name);
      add('eprints.place_of_pub', doc.place);
      break;
    case 5:
      add('citation_patent_number', doc.publicationNo);
      add('citation_technical_report_number', doc.publicationNo);
      add('DC.identifier', doc.applicationNo);
      break;
    case 6:
      add('citation_technical_report_number', doc.standardNo);
      add('DC.identifier', doc.standardNo);
      break;
    case 18:
      add('prism.publicationName', doc.newspaper?.name ?? doc.source);
      add('citation_firstpage', doc.newspaper?.edition);
      break;
    default:
      add('citation_technical_report_number', doc.docNo);
      add('DC.identifier', doc.docNo);
  }
  const [first, last] = (doc.pages ?? '').split('-');
  if (doc.type === 1 || doc.type === 3) {
    add('citation_firstpage', first);
    add('citation_lastpage', last);
  }
  add('citation_doi', doc.doi);
  add('citation_abstract', doc.abstract);
  for (const keyword of doc.keywords ?? []) add('citation_keywords', keyword);
  const path = documentPath(doc.type, doc.id);
  if (path) add('citation_abstract_html_url', `${origin}${path}`);
  return meta;
}

/** schema.org types per literature type (schema.org has no patent or standard type: CreativeWork with identifiers). */
const schemaType: Readonly<Record<number, string>> = {
  1: 'ScholarlyArticle',
  2: 'Thesis',
  3: 'ScholarlyArticle',
  4: 'Report',
  5: 'CreativeWork',
  6: 'CreativeWork',
  7: 'Report',
  8: 'Legislation',
  18: 'NewsArticle',
  51: 'Legislation',
};

const organization = (name: string) => ({ '@type': 'Organization', name });
const identifier = (propertyID: string, value: string | null | undefined) =>
  value ? [{ '@type': 'PropertyValue', propertyID, value }] : [];

/**
 * schema.org JSON-LD of a document with the page's facts: authors (issuing bodies of standards and regulations),
 * the date shown, identifiers (DOI, patent, standard and document numbers). `isAccessibleForFree` is left out: the
 * full text needs a login whatever the document's open-access flag.
 */
export function documentJsonLd(doc: LiteratureDetail, origin: string): Record<string, unknown> {
  const path = documentPath(doc.type, doc.id);
  const issuedBy = responsibleParties(doc);
  const date = shownDate(doc)?.replace(/\//g, '-');
  const identifiers = [
    ...identifier('DOI', doc.doi),
    ...(doc.type === 5
      ? [
          ...identifier('patent application number', doc.applicationNo),
          ...identifier('patent number', doc.publicationNo),
        ]
      : []),
    ...(doc.type === 6 ? identifier('standard number', doc.standardNo) : []),
  ];
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': schemaType[doc.type] ?? 'CreativeWork',
    name: doc.title,
    headline: doc.title,
    ...(doc.titleEn ? { alternateName: doc.titleEn } : {}),
    author:
      doc.type === 6 || doc.type === 8 || doc.type === 51
        ? issuedBy.map(organization)
        : doc.authors.map((a) => ({
            '@type': 'Person',
            name: a.name,
            ...(a.organName ? { affiliation: organization(a.organName) } : {}),
          })),
    ...(date ? { datePublished: date } : {}),
    ...(doc.abstract ? { abstract: doc.abstract, description: doc.abstract } : {}),
    ...(doc.keywords?.length ? { keywords: doc.keywords.join(', ') } : {}),
    inLanguage: textLanguage(doc.title) === 'zh' ? 'zh-CN' : 'en',
    ...(path ? { url: `${origin}${path}` } : {}),
    ...(identifiers.length ? { identifier: identifiers } : {}),
    ...(doc.doi ? { sameAs: `https://doi.org/${doc.doi}` } : {}),
  };
  const [start, end] = (doc.pages ?? '').split('-');
  switch (doc.type) {
    case 1:
      if (doc.journal)
        ld.isPartOf = {
          '@type': 'PublicationIssue',
          ...(doc.journal.issue ? { issueNumber: doc.journal.issue } : {}),
          isPartOf: {
            '@type': ['Periodical', 'PublicationVolume'],
            name: doc.journal.name,
            ...(doc.journal.volume ? { volumeNumber: doc.journal.volume } : {}),
            ...(doc.issn ? { issn: doc.issn } : {}),
          },
        };
      Object.assign(ld, start ? { pageStart: start } : {}, end ? { pageEnd: end } : {});
      break;
    case 2:
      if (doc.school) ld.sourceOrganization = { '@type': 'CollegeOrUniversity', name: doc.school.name };
      if (doc.thesisType) ld.inSupportOf = `${doc.thesisType}学位`;
      break;
    case 3:
      if (doc.conference)
        ld.publication = {
          '@type': 'PublicationEvent',
          name: doc.conference.name,
          ...(doc.conference.place ? { location: { '@type': 'Place', name: doc.conference.place } } : {}),
          ...(doc.conference.startDate ? { startDate: doc.conference.startDate } : {}),
          ...(doc.conference.endDate ? { endDate: doc.conference.endDate } : {}),
        };
      Object.assign(ld, start ? { pageStart: start } : {}, end ? { pageEnd: end } : {});
      break;
    case 5:
      if (doc.applicant) ld.copyrightHolder = organization(doc.applicant);
      break;
    case 6:
      ld.publisher = issuedBy.map(organization);
      break;
    case 8:
    case 51:
      Object.assign(ld, {
        ...(doc.docNo ? { legislationIdentifier: doc.docNo } : {}),
        ...(date ? { legislationDate: date } : {}),
        legislationPassedBy: issuedBy.map(organization),
      });
      break;
    case 18:
      ld.isPartOf = { '@type': 'Newspaper', name: doc.newspaper?.name ?? doc.source };
      if (doc.newspaper) ld.pageStart = String(doc.newspaper.edition);
      break;
    default:
      if (doc.organizations?.[0]) ld.publisher = organization(doc.organizations[0].name);
  }
  return ld;
}

/** The document's exports as alternate files of its page: plain links a crawler or a connector can fetch. */
function documentExports(doc: LiteratureDetail) {
  return singleExportFormats.map((format) => ({
    href: citationExportUrl({ ids: [doc.id], types: [doc.type], format: format.value }),
    type: exportFileOf[format.value].mime,
    title: format.label,
  }));
}

/** The page's head: title with the type, the abstract as description, keywords, canonical, meta and JSON-LD. */
export function documentHead(doc: LiteratureDetail, origin: string) {
  const typeName = findLiteratureType(doc.type)?.name ?? '';
  return {
    title: `${doc.title}${typeName ? ` - ${typeName}` : ''}`,
    description: (doc.abstract ?? '').slice(0, 160),
    keywords: (doc.keywords ?? []).join(','),
    canonical: documentPath(doc.type, doc.id) ?? undefined,
    meta: highwireMeta(doc, origin),
    alternates: documentExports(doc),
    // Zotero's unAPI translator finds the record here and in the page's `abbr.unapi-id` (DocumentPage).
    links: [{ rel: 'unapi-server', type: 'application/xml', title: 'unAPI', href: unapiPath }],
    jsonLd: documentJsonLd(doc, origin),
  };
}
