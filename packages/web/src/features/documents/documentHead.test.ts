import { describe, expect, it } from 'vitest';
import type { LiteratureDetail } from '@wenxian/api';
import { documentHead, documentJsonLd, highwireMeta } from './documentHead';

const origin = 'https://wenxian.example';

const article: LiteratureDetail = {
  id: 'QK1',
  type: 1,
  title: '蓝田生物群',
  authors: [
    { id: 'A1', name: '袁训来' },
    { id: 'A2', name: '陈哲' },
  ],
  keywords: ['生物群', '演化'],
  abstract: '摘要',
  year: 2012,
  publishDate: '2012-12-05',
  journal: { id: 'J1', name: '科学通报', volume: '55', issue: '34' },
  issn: '0023-074X',
  pages: '3219-3226',
  doi: '10.1360/1',
  isOA: true,
};

const values = (meta: { name: string; content: string }[], name: string) =>
  meta.filter((m) => m.name === name).map((m) => m.content);

describe('highwireMeta', () => {
  it('writes one citation_author per author and the journal fields', () => {
    const meta = highwireMeta(article, origin);
    expect(values(meta, 'citation_author')).toEqual(['袁训来', '陈哲']);
    // A journal article's page shows its year, volume and issue: the date is the year.
    expect(values(meta, 'citation_publication_date')).toEqual(['2012']);
    expect(values(meta, 'citation_journal_title')).toEqual(['科学通报']);
    expect(values(meta, 'citation_volume')).toEqual(['55']);
    expect(values(meta, 'citation_issue')).toEqual(['34']);
    expect(values(meta, 'citation_firstpage')).toEqual(['3219']);
    expect(values(meta, 'citation_lastpage')).toEqual(['3226']);
    expect(values(meta, 'citation_keywords')).toEqual(['生物群', '演化']);
    expect(values(meta, 'citation_abstract_html_url')).toEqual([`${origin}/doc/journal/QK1`]);
    // The only PDF address is a members' call robots.txt disallows: no citation_pdf_url even for open access.
    expect(values(meta, 'citation_pdf_url')).toEqual([]);
  });

  it('names a thesis institution, not the degree tag no consumer reads', () => {
    const thesis: LiteratureDetail = {
      ...article,
      id: 'XW1',
      type: 2,
      isOA: false,
      journal: null,
      school: { id: 'O1', name: '北京大学' },
      thesisType: '博士',
      tutor: '俞士汶',
    };
    const meta = highwireMeta(thesis, origin);
    // Highwire authors, as Google Scholar asks, and no second author scheme beside them; the supervisor reaches
    // Zotero from the unAPI record.
    expect(values(meta, 'citation_author')).toEqual(['袁训来', '陈哲']);
    expect(values(meta, 'DC.creator')).toEqual([]);
    expect(values(meta, 'eprints.creators_name')).toEqual([]);
    expect(values(meta, 'citation_journal_title')).toEqual([]);
    expect(values(meta, 'citation_dissertation_institution')).toEqual(['北京大学']);
    expect(values(meta, 'citation_dissertation_name')).toEqual([]);
  });

  it("names a patent's inventors as its Highwire authors, with no Extra lines in a description", () => {
    const patent: LiteratureDetail = {
      ...article,
      id: 'ZL1',
      type: 5,
      journal: null,
      publicationNo: 'CN1976071A',
      applicationNo: '200610171314.3',
      applicant: '北京大学',
    };
    const meta = highwireMeta(patent, origin);
    expect(values(meta, 'citation_author')).toEqual(['袁训来', '陈哲']);
    expect(values(meta, 'z.inventors')).toEqual([]);
    expect(values(meta, 'DC.description')).toEqual([]);
    expect(values(meta, 'citation_patent_number')).toEqual(['CN1976071A']);
  });

  it('leaves out empty fields', () => {
    const meta = highwireMeta({ ...article, doi: '', keywords: [] }, origin);
    expect(values(meta, 'citation_doi')).toEqual([]);
    expect(values(meta, 'citation_keywords')).toEqual([]);
  });
});

describe('documentJsonLd', () => {
  it('types each document for schema.org', () => {
    expect(documentJsonLd(article, origin)['@type']).toBe('ScholarlyArticle');
    expect(documentJsonLd({ ...article, type: 2 }, origin)['@type']).toBe('Thesis');
    // schema.org has no Patent type: a CreativeWork with its numbers as identifiers.
    expect(documentJsonLd({ ...article, doi: '', type: 5, publicationNo: 'CN1A' }, origin)).toMatchObject({
      '@type': 'CreativeWork',
      identifier: [{ '@type': 'PropertyValue', propertyID: 'patent number', value: 'CN1A' }],
    });
    expect(
      documentJsonLd({ ...article, type: 51, authors: [], source: '国务院', docNo: '〔2021〕1号' }, origin),
    ).toMatchObject({
      '@type': 'Legislation',
      legislationIdentifier: '〔2021〕1号',
      legislationPassedBy: [{ '@type': 'Organization', name: '国务院' }],
    });
    expect(documentJsonLd(article, origin)).not.toHaveProperty('isAccessibleForFree');
    expect(documentJsonLd(article, origin)).toMatchObject({
      author: [
        { '@type': 'Person', name: '袁训来' },
        { '@type': 'Person', name: '陈哲' },
      ],
      isPartOf: {
        '@type': 'PublicationIssue',
        issueNumber: '34',
        isPartOf: {
          '@type': ['Periodical', 'PublicationVolume'],
          name: '科学通报',
          issn: '0023-074X',
          volumeNumber: '55',
        },
      },
      pageStart: '3219',
      pageEnd: '3226',
      sameAs: 'https://doi.org/10.1360/1',
    });
  });
});

describe('documentHead', () => {
  it('titles the page with the document and its type, and points canonical at the document path', () => {
    const head = documentHead(article, origin);
    expect(head.title).toBe('蓝田生物群 - 期刊');
    expect(head.canonical).toBe('/doc/journal/QK1');
    expect(head.keywords).toBe('生物群,演化');
  });

  it("names the site's unAPI server, where Zotero finds the page's whole item", () => {
    expect(documentHead(article, origin).links).toEqual([
      { rel: 'unapi-server', type: 'application/xml', title: 'unAPI', href: '/unapi' },
    ]);
  });

  it('lists the exports as alternate files at the site export address', () => {
    expect(documentHead(article, origin).alternates).toContainEqual({
      href: '/cite/export?ids=QK1&types=1&format=RefMan',
      type: 'application/x-research-info-systems',
      title: 'RefWorks',
    });
  });
});
