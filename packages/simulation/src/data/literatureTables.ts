import type { LiteratureTypeCode } from '@wenxian/domain';

/**
 * The fixed tables of the literature generator (literature.ts, literatureText.ts): how many records of each
 * type, their id prefixes, the sources of newspapers and policy documents, the issues a year by frequency, and
 * the words that title patents, standards, regulations… in both languages.
 */

/** How many records of each literature type the corpus holds (5,200 in all; journals dominate as in reality). */
export const literatureCounts: Readonly<Record<Exclude<LiteratureTypeCode, 0>, number>> = {
  1: 3000,
  2: 600,
  3: 400,
  4: 150,
  5: 350,
  6: 250,
  7: 150,
  8: 100,
  18: 120,
  51: 80,
};

/** The id prefix of each literature type. */
export const typePrefix: Readonly<Record<number, string>> = {
  1: 'QK',
  2: 'XW',
  3: 'HY',
  4: 'BG',
  5: 'ZL',
  6: 'BZ',
  7: 'CG',
  8: 'FG',
  18: 'BZZ',
  51: 'ZC',
};
/** Patent kinds (专利类型). */
export const patentTypes = ['发明专利', '实用新型', '外观设计'] as const;
/** The newspapers newspaper articles come from. */
export const newspapers = [
  '人民日报',
  '光明日报',
  '经济日报',
  '科技日报',
  '中国教育报',
  '健康报',
  '中国环境报',
] as const;
/** The bodies that issue regulations and policy documents. */
export const authorities = [
  '国务院',
  '教育部',
  '科学技术部',
  '国家发展和改革委员会',
  '生态环境部',
  '国家卫生健康委员会',
  '全国人民代表大会常务委员会',
] as const;

/** Issues a year by publication frequency (刊期). */
export const issuesPerYear: Readonly<Record<string, number>> = { 月刊: 12, 双月刊: 6, 半月刊: 24, 季刊: 4, 旬刊: 36 };

/** A choice of words in both languages: [Chinese, English]. */
export type Pair = readonly [string, string];

/** The words a title of each non-scholarly type ends (or opens) with, Chinese and English. */
export const titleWords = {
  /** 5 patents: 一种用于{o}的装置. */
  patent: [
    ['装置', 'device'],
    ['方法', 'method'],
    ['系统', 'system'],
    ['检测方法', 'detection method'],
    ['控制系统', 'control system'],
  ],
  /** 6 standards: {o}技术规范. */
  standard: [
    ['技术规范', 'Technical specification for'],
    ['通用要求', 'General requirements for'],
    ['试验方法', 'Test methods for'],
    ['评价指南', 'Guidelines for the evaluation of'],
    ['术语', 'Terminology of'],
  ],
  /** 8 regulations: {o}管理条例. */
  regulation: [
    ['管理条例', 'Regulations on the administration of'],
    ['管理办法', 'Measures for the administration of'],
    ['若干规定', 'Provisions on'],
    ['实施细则', 'Detailed rules for'],
  ],
  /** 51 policy documents: 关于推进{o}{aim}的{kind}. */
  policyAim: [
    ['高质量发展', 'the high-quality development of'],
    ['规范管理', 'the standardized management of'],
    ['改革创新', 'reform and innovation in'],
  ],
  policyKind: [
    ['指导意见', 'Guiding opinions on'],
    ['实施方案', 'Implementation plan for'],
    ['通知', 'Notice on'],
  ],
  /** 18 newspaper articles: {r}{o}取得新进展. */
  newspaper: [
    ['取得新进展', 'New progress for'],
    ['迈出新步伐', 'New steps for'],
    ['按下快进键', 'Faster progress for'],
    ['观察', 'Observations on'],
  ],
  /** 4 reports: {r}{o}发展报告（year）. */
  report: [
    ['发展报告', 'Development report'],
    ['年度报告', 'Annual report'],
    ['调研报告', 'Survey report'],
    ['蓝皮书', 'Blue book'],
  ],
  /** 7 achievements: {o}{a}关键技术及应用. */
  achievement: [
    ['关键技术及应用', 'Key technologies and applications'],
    ['研究与示范', 'Research and demonstration'],
    ['集成创新', 'Integrated innovation'],
  ],
} as const satisfies Record<string, readonly Pair[]>;
