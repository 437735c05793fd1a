import { helpSeeds, noticeBodies } from './contentPages';
import type { Random } from './random';
import { sectionsHtml } from './sectionsHtml';
import { banners, configGroups, type BannerRecord, type ConfigGroup } from './siteConfig';
import type { SubjectRecord } from './types';
import { disciplines } from './vocabulary';

/** Public content of the site: hot searches, banners, home configs, help, news and notices. */

export type HotSearchRecord = { id: string; searchText: string; currentCount: number; lastWeekCount: number };
/**
 * Searches other readers made over the last two weeks, per day (index 0 = today, 13 = thirteen days ago):
 * the hot-search list counts them together with the searches made in the session, relative to its clock.
 */
export type SearchLogSeed = { searchText: string; daily: number[] };
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
type HelpColumn = { id: string; name: string; kind: 'application' | 'cooperation' | 'question' };

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

const helpColumns: HelpColumn[] = [
  { id: 'H1', name: '常见问题', kind: 'question' },
  { id: 'H2', name: '使用指南', kind: 'application' },
  { id: 'H3', name: '合作服务', kind: 'cooperation' },
];

const columnOf: Record<HelpColumn['kind'], string> = { question: 'H1', application: 'H2', cooperation: 'H3' };

function dateOf(random: Random, year: number): string {
  return `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}
/**
 * A notice about a holiday is published in the weeks before it: 春节 2025 fell on 29 January, so its notice
 * appears between 10 and 20 January (the drawn day decides which). Other notices keep their drawn date.
 */
const holidays: readonly [string, string, number][] = [['春节', '2025-01', 10]];
function inSeason(title: string, drawn: string): string {
  const holiday = holidays.find(([name]) => title.includes(name));
  if (!holiday) return drawn;
  const day = holiday[2] + (Number(drawn.slice(8, 10)) % 11);
  return `${holiday[1]}-${String(day).padStart(2, '0')}`;
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

/** A news item's body: several paragraphs about its subject, with figures from the corpus. */
/** A subject's records published by the end of `year`, and the latest of their years. */
function figuresAsOf(years: readonly number[], year: number): { records: number; latestYear: number } {
  const published = years.filter((y) => y <= year);
  return { records: published.length, latestYear: Math.max(...published) };
}

function newsBody(subject: string, figures: { records: number; latestYear: number }, lead: string): string {
  return sectionsHtml([
    ['导语', [lead]],
    [
      '研究现状',
      [
        `截至目前，平台共收录与“${subject}”相关的文献 ${figures.records} 篇，最新成果发表于 ${figures.latestYear} 年。`,
        `近年来，${subject}领域的研究从理论探索逐步走向应用落地，跨学科合作明显增多，高被引论文集中在方法创新与数据驱动的实证研究。`,
      ],
    ],
    [
      '热点方向',
      [
        `研究者关注的热点包括${subject}的新方法、新数据与新场景，以及与人工智能、可持续发展等议题的交叉。`,
        '多个课题组在本年度发布了开放数据集和开源工具，为后续研究提供了可复现的基准。',
      ],
    ],
    [
      '平台服务',
      [`用户可在主题库中查看“${subject}”的发文趋势、核心作者和机构分布，也可以订阅该主题，第一时间获取最新文献。`],
    ],
  ]);
}

/**
 * The site's own pages. `yearsBySubject` holds the publication years of each subject word's records, so a news
 * item's figures are the corpus's as of its date.
 */
export function generateContent(
  random: Random,
  subjects: readonly SubjectRecord[],
  yearsBySubject: ReadonlyMap<string, readonly number[]>,
): SiteContent {
  const searchLogSeed = random.sample(subjects, 24).map((s) => {
    // Each topic has its own level and a drift between the weeks, so some rise and some fall.
    const thisWeek = random.int(2, 12);
    const lastWeek = Math.max(0, thisWeek + random.int(-5, 5));
    return {
      searchText: s.name,
      daily: Array.from({ length: 14 }, (_, day) => random.int(0, day < 7 ? thisWeek : lastWeek)),
    };
  });
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
  // News and lectures are about a field's objects of study (玉米, 冠心病), never a method (案例研究) or an aspect.
  const objects = new Set(disciplines.flatMap((d) => d.objects));
  const topics = subjects.filter((s) => objects.has(s.name) && (yearsBySubject.get(s.name)?.length ?? 0) > 0);
  const news = random.sample(topics, 24).map((s, i) => {
    const year = 2024 + (i % 2);
    const lead = `${year}年，${s.name}领域持续活跃，多项成果在国内外重要期刊发表，平台对该领域的研究进展进行了梳理。`;
    return article(
      random,
      `N${i + 1}`,
      'news',
      `${s.name}研究进展与学术动态`,
      year,
      newsBody(s.name, figuresAsOf(yearsBySubject.get(s.name) ?? [], year), lead),
      lead,
    );
  });
  const lectures = random.sample(topics, 8).map((s, i) => {
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
  const notices = noticeBodies.map(([title, sections], i) => {
    const notice = article(
      random,
      `NT${i + 1}`,
      'notice',
      title,
      2025,
      sectionsHtml(sections),
      sections[0]?.[1][0] ?? title,
    );
    return { ...notice, publishDate: inSeason(title, notice.publishDate) };
  });
  return { searchLogSeed, banners, configGroups, helpColumns, helpArticles, news, lectures, notices };
}
