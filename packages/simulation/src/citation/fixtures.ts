import type { Dataset } from '../data/dataset';
import type { ConferenceRecord, JournalRecord, LiteratureRecord, OrganizationRecord } from '../data/types';

/**
 * Records shaped after the examples of GB/T 7714—2015 (§8 and Appendix A), in the simulation's record type, with
 * the lookups `toCslItem` reads. The expected texts in the tests are the standard's examples.
 */
const organization = (id: string, name: string, city: string): OrganizationRecord => ({
  id,
  name,
  city,
  kind: 'university',
  province: city,
  isVirtual: false,
  parentId: null,
  literatureCount: 0,
  citedCount: 0,
});

const organizations = [
  organization('O-PKU', '北京大学', '北京'),
  organization('O-LSC', '中国图书馆学会', '北京'),
  organization('O-NLC', '国家图书馆出版社', '北京'),
  organization('O-CISTI', '中国科学技术信息研究所', '北京'),
  organization('O-DYG', '邓一刚', '北京'),
];

const journal = { id: 'J-KXTB', name: '科学通报', issn: '0023-074X' } as JournalRecord;
const conference: ConferenceRecord = {
  id: 'C-LSC',
  name: '中国图书馆学会年会',
  organizerId: 'O-LSC',
  city: '北京',
  startDate: '2011-10-26',
  endDate: '2011-10-28',
  disciplineId: 'D01',
  literatureIds: [],
  society: '中国图书馆学会',
  proceedingsTitle: '中国图书馆学会年会论文集',
  publisher: '国家图书馆出版社',
  publisherPlace: '北京',
};

export const fixtureDataset = {
  literature: [],
  literatureById: new Map(),
  subjects: [],
  organizationById: new Map(organizations.map((o) => [o.id, o])),
  journalById: new Map([[journal.id, journal]]),
  conferenceById: new Map([[conference.id, conference]]),
} as unknown as Dataset;

const base: LiteratureRecord = {
  id: 'X',
  type: 1,
  title: '',
  titleParts: [],
  titleEn: '',
  abstract: '摘要',
  abstractParts: [],
  abstractEn: 'Abstract',
  keywords: ['关键词'],
  keywordsEn: ['keyword'],
  publisher: null,
  publisherPlace: null,
  authors: [],
  disciplineId: 'D01',
  subjectName: '',
  clc: 'G250',
  subjectCode: '',
  year: 2000,
  publishDate: '2000-01-01',
  language: 'zh',
  fund: null,
  doi: '',
  isOA: false,
  pages: '1-2',
  pageCount: 2,
  price: 3,
  downloadCount: 0,
  citedCount: 0,
  references: [],
  citedBy: [],
  journalId: null,
  journalName: null,
  volume: null,
  issue: null,
  conferenceId: null,
  thesisType: null,
  tutor: null,
  patentType: null,
  applicationNo: null,
  publicationNo: null,
  standardNo: null,
  standardType: null,
  standardStatus: null,
  source: null,
  docNo: null,
};

const person = (name: string, organId = 'O-PKU') => ({
  id: `A-${name}`,
  name,
  organId,
  organName: organizations.find((o) => o.id === organId)?.name ?? '',
});

/** The standard's examples, each with the record that should produce it. */
export const standardExamples: { type: number; label: string; record: LiteratureRecord; expected: string }[] = [
  {
    type: 1,
    label: '8.1.2 / A.4 连续出版物中的析出文献',
    record: {
      ...base,
      id: 'X1',
      type: 1,
      title: '蓝田生物群: 一个认识多细胞生物起源和早期演化的新窗口',
      authors: ['袁训来', '陈哲', '肖书海', '万斌'].map((n) => person(n)),
      journalId: 'J-KXTB',
      journalName: '科学通报',
      year: 2012,
      publishDate: '2012-06-01',
      volume: '55',
      issue: '34',
      pages: '3219',
      doi: '10.1360/972012-1184',
    },
    // With its DOI the article is an online resource (§8.8.2's example: [J/OL] … DOI:…).
    expected:
      '袁训来, 陈哲, 肖书海, 等. 蓝田生物群: 一个认识多细胞生物起源和早期演化的新窗口[J/OL]. 科学通报, 2012, 55(34): 3219. DOI:10.1360/972012-1184.',
  },
  {
    type: 2,
    label: 'A.1 专著（学位论文）',
    record: {
      ...base,
      id: 'X2',
      type: 2,
      title: '面向中文信息处理的现代汉语并列结构研究',
      authors: [person('吴云芳')],
      year: 2003,
      publishDate: '2003-06-01',
      thesisType: '博士',
      tutor: '俞士汶',
    },
    expected: '吴云芳. 面向中文信息处理的现代汉语并列结构研究[D]. 北京: 北京大学, 2003.',
  },
  {
    type: 3,
    label: 'A.2 专著中的析出文献（会议论文集）',
    record: {
      ...base,
      id: 'X3',
      type: 3,
      title: '面向数字素养的高校图书馆数字服务体系研究',
      authors: [person('贾东琴'), person('柯平')],
      conferenceId: 'C-LSC',
      year: 2011,
      publishDate: '2011-06-01',
      pages: '45-52',
    },
    // The standard's example names proceedings and their publisher; the page shows only the conference (name, dates,
    // place), so the paper is cited by its event, the form the style gives a paper without proceedings.
    expected:
      '贾东琴, 柯平. 面向数字素养的高校图书馆数字服务体系研究[C]//中国图书馆学会年会, 2011年10月26—28日, 北京. 2011: 45-52.',
  },
  {
    type: 4,
    label: 'A.1 专著（报告）',
    record: {
      ...base,
      id: 'X4',
      type: 4,
      title: '2012年度中国科技论文统计与分析',
      authors: [person('中国科学技术信息研究所', 'O-CISTI')],
      year: 2013,
      publishDate: '2013-06-01',
    },
    expected: '中国科学技术信息研究所. 2012年度中国科技论文统计与分析[R]. 北京: 中国科学技术信息研究所, 2013.',
  },
  {
    type: 5,
    label: '8.1.3 / A.5 专利文献',
    record: {
      ...base,
      id: 'X5',
      type: 5,
      title: '全智能节电器',
      authors: [person('邓一刚', 'O-DYG')],
      year: 2006,
      publishDate: '2006-12-13',
      applicationNo: '200610171314.3',
      publicationNo: 'CN1976071A',
      patentType: '发明专利',
    },
    expected: '邓一刚. 全智能节电器: 200610171314.3[P]. 2006-12-13.',
  },
  {
    type: 6,
    label: 'A.1 专著（标准）',
    record: {
      ...base,
      id: 'X6',
      type: 6,
      title: '文献著录: 第4部分 非书资料',
      year: 2010,
      publishDate: '2010-06-01',
      standardNo: 'GB/T 3792.4—2009',
      standardType: '国家标准',
      standardStatus: '现行',
    },
    // The issuing bodies are the responsible party (example [12]); the page shows no publisher, so none is printed.
    expected: '国家质量监督检验检疫总局, 国家标准化管理委员会. 文献著录: 第4部分 非书资料: GB/T 3792.4—2009[S]. 2010.',
  },
  {
    type: 18,
    label: 'A.4 连续出版物中的析出文献（报纸）',
    record: {
      ...base,
      id: 'X18',
      type: 18,
      title: '数字革命与竞争国际化',
      authors: [person('丁文祥')],
      source: '中国青年报',
      year: 2000,
      publishDate: '2000-11-20',
      pages: '15-15',
    },
    expected: '丁文祥. 数字革命与竞争国际化[N]. 中国青年报, 2000-11-20(15).',
  },
  {
    type: 7,
    label: '成果（科技报告体例）',
    record: {
      ...base,
      id: 'X7',
      type: 7,
      title: '高校图书馆数字服务关键技术及应用',
      authors: [person('柯平')],
      year: 2015,
      publishDate: '2015-06-01',
    },
    expected: '柯平. 高校图书馆数字服务关键技术及应用[R]. 北京: 北京大学, 2015.',
  },
  {
    type: 8,
    label: '法律法规（档案 A）',
    record: {
      ...base,
      id: 'X8',
      type: 8,
      title: '科学技术进步法实施细则',
      source: '国务院',
      year: 2008,
      publishDate: '2008-07-01',
      docNo: '〔2008〕12号',
    },
    // The official style cites laws and regulations as archives (A) with their number after the title.
    expected: '国务院. 科学技术进步法实施细则: 〔2008〕12号[A]. 2008.',
  },
  {
    type: 51,
    label: '政策（档案 A）',
    record: {
      ...base,
      id: 'X51',
      type: 51,
      title: '关于推进图书馆高质量发展的指导意见',
      source: '文化和旅游部',
      year: 2021,
      publishDate: '2021-06-10',
      docNo: '〔2021〕45号',
    },
    expected: '文化和旅游部. 关于推进图书馆高质量发展的指导意见: 〔2021〕45号[A]. 2021.',
  },
];
