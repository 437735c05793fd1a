import { helpSeeds, newsBody, sectionsHtml } from './contentPages';
import type { Random } from './random';
import type { SubjectRecord } from './types';

/** Public content of the site: hot searches, banners, home configs, help, news and notices. */

export type HotSearchRecord = { id: string; searchText: string; currentCount: number; lastWeekCount: number };
/**
 * Searches other readers made over the last two weeks, per day (index 0 = today, 13 = thirteen days ago):
 * the hot-search list counts them together with the searches made in the session, relative to its clock.
 */
export type SearchLogSeed = { searchText: string; daily: number[] };
export type BannerRecord = {
  id: string;
  /** Stable key the domain's banner windows refer to. */
  key:
    | 'doublePromotion'
    | 'partnerMembership'
    | 'researchPlatform'
    | 'teachingAgent'
    | 'scientificDisplay'
    | 'titlePackage'
    | 'ai';
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
export type ArticleRecord = {
  id: string;
  columnId: string;
  title: string;
  summary: string;
  content: string;
  publishDate: string;
  state: 1;
  isRead: boolean;
};
export type HelpColumn = { id: string; name: string; kind: 'application' | 'cooperation' | 'question' };

export type SiteContent = {
  searchLogSeed: SearchLogSeed[];
  banners: BannerRecord[];
  configGroups: ConfigGroup[];
  helpColumns: HelpColumn[];
  helpArticles: ArticleRecord[];
  news: ArticleRecord[];
  /** Lectures and trainings (讲座与培训, /newsInformation/chair): type 4 of the news calls. */
  lectures: ArticleRecord[];
  notices: ArticleRecord[];
};

/** Windows from doc 000 §4.7, China time. */
const banners: BannerRecord[] = [
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

const helpColumns: HelpColumn[] = [
  { id: 'H1', name: '常见问题', kind: 'question' },
  { id: 'H2', name: '使用指南', kind: 'application' },
  { id: 'H3', name: '合作服务', kind: 'cooperation' },
];

const columnOf: Record<HelpColumn['kind'], string> = { question: 'H1', application: 'H2', cooperation: 'H3' };

function dateOf(random: Random, year: number): string {
  return `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}
function article(
  random: Random,
  id: string,
  columnId: string,
  title: string,
  year: number,
  content: string,
  summary: string,
): ArticleRecord {
  return { id, columnId, title, summary, content, publishDate: dateOf(random, year), state: 1, isRead: false };
}

const noticeBodies: [string, [string, string[]][]][] = [
  [
    '系统升级维护公告',
    [
      ['维护时间', ['本周六 00:00—06:00 进行系统升级维护，期间检索、下载与支付服务暂停。']],
      ['影响范围', ['维护期间已创建的订单不受影响，检测中的论文将在维护结束后继续检测。']],
      ['致歉', ['给您带来的不便，敬请谅解。']],
    ],
  ],
  [
    '新版检索功能上线',
    [
      ['新增功能', ['专业检索支持精确匹配（TE=），检索词智能提示响应更快。']],
      ['使用方法', ['在检索框输入字段代码加等号即可自动切换到专业检索，详见帮助中心“如何使用专业检索”。']],
    ],
  ],
  [
    '会员权益调整说明',
    [
      ['调整内容', ['年度会员每月下载额度由30篇提高到50篇，季度与月度会员保持不变。']],
      ['生效时间', ['自下月1日起生效，已开通的会员同步享受。']],
    ],
  ],
  [
    '春节期间客服时间安排',
    [
      ['服务时间', ['春节期间在线客服每天 9:00—18:00 提供服务，电话客服暂停，节后恢复正常。']],
      ['自助服务', ['常见问题可在帮助中心搜索解答，订单与发票问题可在个人中心自助处理。']],
    ],
  ],
  [
    '旧站数据迁移通知',
    [
      ['迁移内容', ['旧站的阅读币、期刊收藏与文献收藏可迁移到新站，迁移后旧站阅读币余额归零，收藏保留。']],
      ['如何迁移', ['登录新站后按提示点击“确认迁移”。不迁移时旧站资产在新站不可见。']],
    ],
  ],
  [
    '开放获取文献每日免费下载上线',
    [
      ['活动内容', ['所有登录用户每天可免费下载10篇开放获取文献。']],
      ['说明', ['额度每日零点重置，未用完不累计。']],
    ],
  ],
];

export function generateContent(random: Random, subjects: readonly SubjectRecord[]): SiteContent {
  const searchLogSeed = random.sample(subjects, 24).map((s) => {
    // Each topic has its own level and a drift between the weeks, so some rise and some fall.
    const thisWeek = random.int(2, 12);
    const lastWeek = Math.max(0, thisWeek + random.int(-5, 5));
    return {
      searchText: s.name,
      daily: Array.from({ length: 14 }, (_, day) => random.int(0, day < 7 ? thisWeek : lastWeek)),
    };
  });
  const configGroups: ConfigGroup[] = [
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
  const helpArticles = helpSeeds.map((seed, i) =>
    article(
      random,
      `HA${i + 1}`,
      columnOf[seed.kind],
      seed.title,
      2025,
      sectionsHtml(seed.sections),
      seed.sections[0]?.[1][0] ?? seed.title,
    ),
  );
  const news = random.sample(subjects, 24).map((s, i) => {
    const year = 2024 + (i % 2);
    const lead = `${year}年，${s.name}领域持续活跃，多项成果在国内外重要期刊发表，平台对该领域的研究进展进行了梳理。`;
    return article(
      random,
      `N${i + 1}`,
      'news',
      `${s.name}研究进展与学术动态`,
      year,
      newsBody(s.name, { records: s.literatureCount, latestYear: year }, lead),
      lead,
    );
  });
  const lectures = random.sample(subjects, 8).map((s, i) => {
    const lead = `本期讲座面向${s.name}方向的研究生与青年教师，介绍文献检索策略、核心期刊选择与论文写作规范。`;
    const content = sectionsHtml([
      ['讲座简介', [lead]],
      [
        '讲座安排',
        [
          `时间：2025年${(i % 9) + 3}月${10 + i}日 14:00—16:00`,
          '形式：线上直播（登录后在本页观看回放）',
          '主讲人：平台学科馆员',
        ],
      ],
      [
        '内容提纲',
        [
          `一、${s.name}领域的核心文献与数据库`,
          '二、专业检索表达式的构造与优化',
          '三、引文分析与高被引论文追踪',
          '四、投稿期刊的选择与论文检测自查',
        ],
      ],
      ['报名方式', ['无需报名，登录后即可观看。讲座课件可在讲座结束后于本页下载。']],
    ]);
    return article(random, `L${i + 1}`, 'lecture', `${s.name}文献检索与利用专题讲座`, 2025, content, lead);
  });
  const notices = noticeBodies.map(([title, sections], i) =>
    article(random, `NT${i + 1}`, 'notice', title, 2025, sectionsHtml(sections), sections[0]?.[1][0] ?? title),
  );
  return { searchLogSeed, banners, configGroups, helpColumns, helpArticles, news, lectures, notices };
}
