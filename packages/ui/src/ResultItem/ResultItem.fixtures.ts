import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { cssciTagName, jcrTagName, pkuCoreTagName, plainTagName } from '@wenxian/domain';
import type { ResultLiterature } from './resultMeta';

const pku = pkuCoreTagName(2023);
const cssci = cssciTagName('source', '2023-2024');
const scie = plainTagName('SCIE');
const jcr = jcrTagName(1);

/** One result of every literature type, as a search for 人工智能 would highlight them. */
export const resultsByType = {
  journal: {
    id: 'j-1001',
    type: 1,
    titleHtml: '<em>人工智能</em>赋能高等教育数字化转型的路径研究',
    abstractHtml:
      '文章从教学、管理与评价三个维度分析<em>人工智能</em>技术在高等教育中的应用现状，提出以数据治理为基础、以场景创新为牵引的数字化转型路径。',
    authors: ['王晓明', '李静', '不详'],
    source: '中国高教研究',
    year: 2024,
    issue: '(3)',
    indexTags: [
      { label: pku.short, fullName: pku.full, tone: 'core' },
      { label: cssci.short, fullName: cssci.full, tone: 'core' },
    ],
    isOa: true,
    citedCount: 12_860,
    downloadCount: 3_456,
  },
  degree: {
    id: 'd-2001',
    type: 2,
    titleHtml: '基于深度学习的<em>人工智能</em>医学影像分割方法研究',
    authors: ['陈思远'],
    source: '浙江大学',
    degree: '博士',
    year: 2023,
    citedCount: 48,
    downloadCount: 1_204,
  },
  conference: {
    id: 'c-3001',
    type: 3,
    titleHtml: '<em>人工智能</em>在电力系统调度中的应用',
    authors: ['赵磊', '孙悦'],
    source: '第十二届中国电力系统自动化学术会议',
    year: 2022,
    citedCount: 7,
    downloadCount: 312,
  },
  report: {
    id: 'r-4001',
    type: 4,
    titleHtml: '中国<em>人工智能</em>产业发展报告（2024）',
    authors: ['中国信息通信研究院'],
    source: '中国信息通信研究院',
    year: 2024,
    downloadCount: 9_870,
  },
  patent: {
    id: 'p-5001',
    type: 5,
    titleHtml: '一种基于<em>人工智能</em>的故障诊断方法及系统',
    authors: ['张建华', '李明'],
    source: '华为技术有限公司',
    patentNumber: 'CN202310456789.1',
    date: '2024-01-12',
    canRead: false,
  },
  standard: {
    id: 's-6001',
    type: 6,
    titleHtml: '信息技术 <em>人工智能</em> 术语',
    standardNumber: 'GB/T 41867-2022',
    standardStatus: 'current',
    date: '2022-10-12',
  },
  achievement: {
    id: 'a-7001',
    type: 7,
    titleHtml: '<em>人工智能</em>辅助农作物病虫害识别关键技术',
    authors: ['刘建国', '周敏'],
    source: '中国农业科学院',
    year: 2021,
  },
  regulation: {
    id: 'l-8001',
    type: 8,
    titleHtml: '生成式<em>人工智能</em>服务管理暂行办法',
    source: '国家互联网信息办公室',
    date: '2023-07-10',
    canDownload: false,
  },
  newspaper: {
    id: 'n-18001',
    type: 18,
    titleHtml: '让<em>人工智能</em>更好服务百姓生活',
    authors: ['记者 张三'],
    source: '人民日报',
    date: '2024-03-05',
  },
  policy: {
    id: 'y-51001',
    type: 51,
    titleHtml: '关于加快场景创新以<em>人工智能</em>高水平应用促进经济高质量发展的指导意见',
    source: '科技部',
    date: '2022-07-29',
  },
} satisfies Record<string, ResultLiterature>;

/** An international journal article with SCIE and JCR tags. */
export const internationalArticle: ResultLiterature = {
  id: 'j-1002',
  type: 1,
  titleHtml: 'Large language models in <em>artificial intelligence</em> for science',
  authors: ['Zhang Wei', 'Emily Carter'],
  source: 'Nature Machine Intelligence',
  year: 2025,
  indexTags: [
    { label: scie.short, fullName: scie.full },
    { label: jcr.short, fullName: jcr.full },
  ],
  citedCount: 218,
  downloadCount: 45_210,
};

/** Spies for the actions a result offers (select, download, read, cite, collect), fresh for each story file. */
export const resultActionSpies = () => ({
  onSelectedChange: fn(),
  onDownload: fn(),
  onRead: fn(),
  onCite: fn(),
  onCollect: fn(),
});

/** Shows results at the results column's width. */
export const resultColumnDecorator: Decorator = (Story) =>
  createElement('div', { style: { width: '96rem' } }, createElement(Story));
