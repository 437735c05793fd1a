import type { BannerKey } from '@wenxian/domain';

/** The home page's banners and config groups. */

export type BannerRecord = {
  id: string;
  /** Stable key the domain's banner windows refer to. */
  key: BannerKey;
  title: string;
  link: string;
  image: string;
  background: string;
  /** Display window in server time (ISO, +08:00); null bounds mean always. */
  startAt: string | null;
  endAt: string | null;
};
export type ConfigGroup = {
  type: 1 | 2 | 3 | 4;
  typeName: string;
  children: { id: string; name: string; url: string; image: string }[];
};
/** Windows from doc 000 §4.7, China time. */
export const banners: BannerRecord[] = [
  {
    id: 'B1',
    key: 'doublePromotion',
    title: '双十一会员促销',
    link: '/activity/doublepromotion',
    image: '/vip-web/banner/double.png',
    background: '#c8161d',
    startAt: '2025-11-03T09:00:00+08:00',
    endAt: '2025-11-30T23:59:59+08:00',
  },
  {
    id: 'B2',
    key: 'partnerMembership',
    title: '合作会员权益',
    link: '/member?tab=WPS',
    image: '/vip-web/banner/partner.png',
    background: '#1f5fd6',
    startAt: '2025-09-16T10:00:00+08:00',
    endAt: '2026-01-01T00:00:00+08:00',
  },
  {
    id: 'B3',
    key: 'researchPlatform',
    title: '科研平台上线',
    link: '/WeResearch',
    image: '/vip-web/banner/research.png',
    background: '#0f7b6c',
    startAt: '2025-09-04T10:00:00+08:00',
    endAt: '2025-11-05T00:00:00+08:00',
  },
  {
    id: 'B4',
    key: 'teachingAgent',
    title: '教学智能体',
    link: '/activity/aipromotional',
    image: '/vip-web/banner/teaching.png',
    background: '#6b3fd4',
    startAt: '2025-10-29T10:00:00+08:00',
    endAt: '2025-11-30T23:59:59+08:00',
  },
  {
    id: 'B5',
    key: 'scientificDisplay',
    title: '科研成果展示',
    link: '/newsInformation/list',
    image: '/vip-web/banner/display.png',
    background: '#b36b00',
    startAt: '2025-07-15T00:00:00+08:00',
    endAt: '2025-08-15T23:59:59+08:00',
  },
  {
    id: 'B6',
    key: 'titlePackage',
    title: '职称材料包',
    link: '/titlePackage',
    image: '/vip-web/banner/title.png',
    background: '#2b3a55',
    startAt: null,
    endAt: null,
  },
  {
    id: 'B7',
    key: 'ai',
    title: 'AI 智能检索',
    link: '/WeResearch',
    image: '/vip-web/banner/ai.png',
    background: '#1b74e4',
    startAt: null,
    endAt: null,
  },
];

/** The home page's config groups (product services, knowledge graph, cooperation, friend links). */
export const configGroups: ConfigGroup[] = [
  {
    type: 1,
    typeName: '产品服务',
    children: ['论文检测', '科技查新', '收录证明', 'PDF转Word', '在线阅读'].map((name, i) => ({
      id: `CF1-${i + 1}`,
      name,
      url:
        [
          '/product/thesisdetection',
          '/product/noveltysearch/home',
          '/product/collectionquery/home',
          '/transform/pdf2word',
          '/onlinereading',
        ][i] ?? '/',
      image: `/vip-web/config/1-${i + 1}.png`,
    })),
  },
  {
    type: 2,
    typeName: '知识图谱',
    children: ['期刊导航', '学者库', '机构库', '主题库', '会议库'].map((name, i) => ({
      id: `CF2-${i + 1}`,
      name,
      url: ['/journal/nav', '/author', '/organization', '/subject', '/conference'][i] ?? '/',
      image: `/vip-web/config/2-${i + 1}.png`,
    })),
  },
  {
    type: 3,
    typeName: '合作服务',
    children: ['投稿指南', '版权合作', '机构开通'].map((name, i) => ({
      id: `CF3-${i + 1}`,
      name,
      url: '/helpcenter/nav/cooperation',
      image: `/vip-web/config/3-${i + 1}.png`,
    })),
  },
  {
    type: 4,
    typeName: '友情链接',
    children: ['知识发现', '考试平台', '论文检测'].map((name, i) => ({
      id: `CF4-${i + 1}`,
      name,
      url: `https://partner${i + 1}.example.cn`,
      image: `/vip-web/config/4-${i + 1}.png`,
    })),
  },
];
