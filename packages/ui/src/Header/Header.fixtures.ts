import { shellLabels } from '@wenxian/domain';
import type { HeaderUser, KnowledgeTile, ProductCategory } from './types';

/** Story data shaped like the config list the site loads at start-up (doc 000 §3, configs by type). */
export const productCategories: ProductCategory[] = [
  {
    id: 'detection',
    name: '检测服务',
    sections: [
      {
        title: '论文检测',
        services: [
          {
            label: '学位论文检测',
            href: '/product/thesisdetection',
            items: [
              { label: '本科版', href: '/product/thesisdetection/version1' },
              { label: '我的订单', href: '/product/thesisdetection/order' },
            ],
          },
          { label: 'AI审稿与期刊推荐', href: '/prequalification' },
        ],
      },
      {
        title: '查新与证明',
        services: [
          {
            label: '科技查新',
            href: '/product/noveltysearch/home',
            items: [{ label: '我的订单', href: '/product/noveltysearch/myorder' }],
          },
          {
            label: '申请收录证明',
            href: '/product/collectionquery/home',
            items: [{ label: '申请收录列表', href: '/product/collectionquery/myorder' }],
          },
        ],
      },
    ],
  },
  {
    id: 'reading',
    name: '阅读工具',
    sections: [
      {
        title: '阅读与转换',
        services: [
          { label: '在线阅读', href: '/onlinereading' },
          { label: 'PDF转Word', href: '/transform/pdf2word' },
        ],
      },
      {
        title: '引用',
        services: [{ label: '批量引用', href: '/batchquote' }],
      },
    ],
  },
  {
    id: 'ai',
    name: 'AI服务',
    sections: [{ title: 'AI助手', services: [{ label: 'AI检索助手', href: '/WeResearch' }] }],
  },
];

const M = shellLabels.siteMap;

/**
 * The panel as the site shows it: the config's categories, then the site map's own AI服务 and 精彩活动
 * (packages/web features/navigation/siteMap.ts, docs/decisions/shell.md "Site map").
 */
export const siteProductCategories: ProductCategory[] = [
  ...productCategories.filter((category) => category.id !== 'ai'),
  {
    id: 'site-ai',
    name: M.aiServices,
    sections: [
      {
        title: M.aiServices,
        services: [
          {
            label: M.aiSearch,
            href: '/WeResearch',
            items: [{ label: M.aiHandbook, href: '/WeResearch/handbook' }],
          },
          { label: M.aiChat, href: '/chat' },
          {
            label: M.prequalification,
            href: '/prequalification',
            items: [{ label: M.prequalificationRecords, href: '/prequalification/recordList' }],
          },
        ],
      },
    ],
  },
  {
    id: 'site-activities',
    name: M.activities,
    sections: [
      {
        title: M.activities,
        services: (Object.keys(M.activityNames) as (keyof typeof M.activityNames)[]).map((key) => ({
          label: M.activityNames[key],
          href: `/activity/${key}`,
        })),
      },
    ],
  },
];

export const knowledgeTiles: KnowledgeTile[] = [
  { label: '期刊', description: '期刊导航与评价', href: '/journal' },
  { label: '作者', description: '学者成果与影响力', href: '/author' },
  { label: '机构', description: '机构成果与分析', href: '/organization' },
  { label: '主题', description: '主题词知识脉络', href: '/subject' },
  { label: '会议', description: '学术会议与论文', href: '/conference' },
  { label: '引证分析', description: '被引与高被引', href: '/quote' },
];

export const memberUser: HeaderUser = {
  name: '张同学',
  level: 3,
  balance: 1280,
  isManager: false,
  hasConferenceRole: false,
};

export const managerUser: HeaderUser = { ...memberUser, name: '李编辑', level: 5, isManager: true };

export const conferenceUser: HeaderUser = { ...memberUser, name: '赵会务', level: 1, hasConferenceRole: true };
