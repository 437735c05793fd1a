import type { LiteratureDetail } from '@wenxian/api';

/** Test data: one document of every literature type, with every field its page shows (documentFields). */
export const base: LiteratureDetail = {
  id: 'X',
  type: 1,
  title: '蓝田生物群',
  authors: [
    { id: 'A1', name: '袁训来', organName: '北京大学' },
    { id: 'A2', name: '陈哲', organName: '北京大学' },
  ],
  keywords: ['生物群'],
  // Longer than the 160 characters of the page's description: reference managers must get all of it.
  abstract: `摘要：${'文献计量与引文分析。'.repeat(20)}`,
  year: 2012,
  publishDate: '2012-12-05',
  pages: '45-52',
  doi: '',
  isOA: true,
  fund: '国家自然科学基金',
  clc: 'G250',
};

/** One document of every literature type, with the fields its page shows. */
export const sampleDocuments: {
  doc: LiteratureDetail;
  itemType: string;
  expect: Record<string, string>;
  /** The page's `citation_author`s (Embedded Metadata's authors). */
  creators: string[];
}[] = [
  {
    doc: {
      ...base,
      id: 'QK1',
      type: 1,
      journal: { id: 'J1', name: '科学通报', volume: '55', issue: '34' },
      doi: '10.1/x',
    },
    itemType: 'journalArticle',
    expect: { publicationTitle: '科学通报', volume: '55', issue: '34', pages: '45-52', DOI: '10.1/x', date: '2012' },
    creators: ['袁训来', '陈哲'],
  },
  {
    doc: {
      ...base,
      id: 'XW1',
      type: 2,
      school: { id: 'O1', name: '北京大学' },
      thesisType: '博士',
      tutor: '俞士汶',
      place: '北京',
    },
    itemType: 'thesis',
    expect: { university: '北京大学', date: '2012/12/05', thesisType: '博士学位论文', place: '北京' },
    creators: ['袁训来', '陈哲'],
  },
  {
    doc: {
      ...base,
      id: 'HY1',
      type: 3,
      conference: {
        id: 'C1',
        name: '中国图书馆学会年会',
        place: '北京',
        startDate: '2011-10-26',
        endDate: '2011-10-28',
      },
    },
    itemType: 'conferencePaper',
    expect: { conferenceName: '中国图书馆学会年会', date: '2011/10/26', pages: '45-52', place: '北京' },
    creators: ['袁训来', '陈哲'],
  },
  {
    doc: { ...base, id: 'BG1', type: 4, organizations: [{ id: 'O1', name: '中国科学技术信息研究所' }], place: '北京' },
    itemType: 'report',
    expect: { institution: '中国科学技术信息研究所', place: '北京' },
    creators: ['袁训来', '陈哲'],
  },
  {
    doc: { ...base, id: 'CG1', type: 7, organizations: [{ id: 'O1', name: '北京大学' }], place: '北京' },
    itemType: 'report',
    expect: { institution: '北京大学', place: '北京' },
    creators: ['袁训来', '陈哲'],
  },
  {
    doc: {
      ...base,
      id: 'ZL1',
      type: 5,
      patentType: '发明专利',
      applicationNo: '200610171314.3',
      applicationDate: '2006-06-13',
      publicationNo: 'CN1976071A',
      applicant: '北京大学',
      ipc: 'G06F 1/26',
    },
    itemType: 'patent',
    expect: {
      date: '2012/12/05',
      patentNumber: 'CN1976071A',
    },
    creators: ['袁训来', '陈哲'],
  },
  {
    doc: {
      ...base,
      id: 'BZ1',
      type: 6,
      standardNo: 'GB/T 7714-2015',
      standardIssuers: ['国家质量监督检验检疫总局', '国家标准化管理委员会'],
      standardType: '国家标准',
      standardStatus: '现行',
      implementDate: '2016-01-01',
    },
    itemType: 'standard',
    expect: {
      number: 'GB/T 7714-2015',
    },
    creators: ['国家质量监督检验检疫总局', '国家标准化管理委员会'],
  },
  {
    doc: { ...base, id: 'BZZ1', type: 18, source: '中国青年报', newspaper: { name: '中国青年报', edition: 15 } },
    itemType: 'newspaperArticle',
    expect: { publicationTitle: '中国青年报', date: '2012/12/05', pages: '15' },
    creators: ['袁训来', '陈哲'],
  },
  {
    doc: { ...base, id: 'FG1', type: 8, authors: [], source: '国务院', docNo: '〔2008〕12号' },
    itemType: 'statute',
    expect: { date: '2012/12/05', publicLawNumber: '〔2008〕12号' },
    creators: ['国务院'],
  },
  {
    doc: { ...base, id: 'ZC1', type: 51, authors: [], source: '文化和旅游部', docNo: '〔2021〕45号' },
    itemType: 'statute',
    expect: { date: '2012/12/05', publicLawNumber: '〔2021〕45号' },
    creators: ['文化和旅游部'],
  },
];
