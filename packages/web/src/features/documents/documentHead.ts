import type { LiteratureDetail } from '@wenxian/api';
import { documentPath, findLiteratureType } from '@wenxian/domain';

type Meta = { name: string; content: string };

/** Highwire's date format (YYYY/MM/DD), which Zotero and Google Scholar read. */
const highwireDate = (iso: string | undefined, year: number | undefined): string | null =>
  iso ? iso.replace(/-/g, '/') : year ? String(year) : null;

/**
 * Highwire Press `citation_*` meta tags for reference managers and scholarly search engines (Google Scholar's
 * inclusion guidelines; Zotero's Embedded Metadata translator): one `citation_author` per author, the container
 * per type (journal, conference, dissertation institution, technical report institution, patent number).
 * `origin` makes the abstract and PDF URLs absolute.
 */
export function highwireMeta(doc: LiteratureDetail, origin: string): Meta[] {
  const meta: Meta[] = [];
  const add = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') meta.push({ name, content: String(value) });
  };
  add('citation_title', doc.title);
  for (const author of doc.authors) add('citation_author', author.name);
  const date = highwireDate(doc.publishDate, doc.year);
  add('citation_publication_date', date);
  add('citation_date', date);
  add('citation_language', doc.language === 'en' ? 'en' : 'zh');
  switch (doc.type) {
    case 1:
      add('citation_journal_title', doc.journal?.name);
      add('citation_issn', doc.issn);
      add('citation_volume', doc.journal?.volume);
      add('citation_issue', doc.journal?.issue);
      break;
    case 2:
      add('citation_dissertation_institution', doc.school?.name ?? doc.authors[0]?.organName);
      add('citation_dissertation_name', doc.thesisType ? `${doc.thesisType}学位论文` : null);
      break;
    case 3:
      add('citation_conference_title', doc.conference?.name);
      add('citation_conference', doc.conference?.name);
      break;
    case 4:
    case 7:
      add('citation_technical_report_institution', doc.organizations?.[0]?.name);
      break;
    case 5:
      add('citation_patent_number', doc.publicationNo);
      add('citation_patent_application_number', doc.applicationNo);
      add('citation_publisher', doc.applicant);
      break;
    case 6:
      add('citation_technical_report_number', doc.standardNo);
      break;
    case 18:
      add('citation_journal_title', doc.newspaper?.name);
      break;
    default:
      add('citation_publisher', doc.source);
  }
  const [first, last] = (doc.pages ?? '').split('-');
  if (doc.type === 1 || doc.type === 3) {
    add('citation_firstpage', first);
    add('citation_lastpage', last);
  }
  add('citation_doi', doc.doi);
  for (const keyword of doc.keywords ?? []) add('citation_keywords', keyword);
  const path = documentPath(doc.type, doc.id);
  if (path) add('citation_abstract_html_url', `${origin}${path}`);
  // The full text is offered as a PDF only where anyone may fetch it: open-access documents.
  if (doc.isOA) add('citation_pdf_url', `${origin}/newsite/commonOpenUp/downloadDoc?ids=${encodeURIComponent(doc.id)}`);
  return meta;
}

/** schema.org types per literature type (ScholarlyArticle, Thesis, Patent…). */
const schemaType: Readonly<Record<number, string>> = {
  1: 'ScholarlyArticle',
  2: 'Thesis',
  3: 'ScholarlyArticle',
  4: 'Report',
  5: 'Patent',
  6: 'CreativeWork',
  7: 'Report',
  8: 'Legislation',
  18: 'NewsArticle',
  51: 'Legislation',
};

/** schema.org JSON-LD of a document: what a crawler or reference manager reads as the item's type and fields. */
export function documentJsonLd(doc: LiteratureDetail, origin: string): Record<string, unknown> {
  const path = documentPath(doc.type, doc.id);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': schemaType[doc.type] ?? 'CreativeWork',
    name: doc.title,
    headline: doc.title,
    ...(doc.titleEn ? { alternateName: doc.titleEn } : {}),
    author: doc.authors.map((a) => ({
      '@type': 'Person',
      name: a.name,
      ...(a.organName ? { affiliation: { '@type': 'Organization', name: a.organName } } : {}),
    })),
    ...(doc.publishDate ? { datePublished: doc.publishDate } : doc.year ? { datePublished: String(doc.year) } : {}),
    ...(doc.abstract ? { abstract: doc.abstract, description: doc.abstract } : {}),
    ...(doc.keywords?.length ? { keywords: doc.keywords.join(', ') } : {}),
    inLanguage: doc.language === 'en' ? 'en' : 'zh-CN',
    ...(path ? { url: `${origin}${path}` } : {}),
    ...(doc.doi
      ? {
          identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: doc.doi },
          sameAs: `https://doi.org/${doc.doi}`,
        }
      : {}),
    isAccessibleForFree: Boolean(doc.isOA),
  };
  if (doc.type === 1 && doc.journal) {
    ld.isPartOf = {
      '@type': 'PublicationIssue',
      ...(doc.journal.issue ? { issueNumber: doc.journal.issue } : {}),
      isPartOf: { '@type': 'Periodical', name: doc.journal.name, ...(doc.issn ? { issn: doc.issn } : {}) },
    };
    const [start, end] = (doc.pages ?? '').split('-');
    if (start) ld.pageStart = start;
    if (end) ld.pageEnd = end;
  }
  if (doc.type === 2 && doc.school) ld.sourceOrganization = { '@type': 'CollegeOrUniversity', name: doc.school.name };
  if (doc.type === 3 && doc.conference)
    ld.publication = {
      '@type': 'Event',
      name: doc.conference.name,
      location: doc.conference.place,
      startDate: doc.conference.startDate,
    };
  if (doc.type === 5)
    Object.assign(ld, {
      ...(doc.publicationNo ? { identifier: doc.publicationNo } : {}),
      ...(doc.applicant ? { publisher: { '@type': 'Organization', name: doc.applicant } } : {}),
    });
  if (doc.type === 6 && doc.standardNo) ld.identifier = doc.standardNo;
  return ld;
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
    jsonLd: documentJsonLd(doc, origin),
  };
}
