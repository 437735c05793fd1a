import { HttpResponse, type RequestHandler } from 'msw';
import { JOURNAL_PATHS as P } from '@wenxian/api';
import type { Dataset } from '../../data/dataset';
import { entityOr404, recordsOf } from '../../data/lookup';
import type { JournalRecord, LiteratureRecord } from '../../data/types';
import { disciplines } from '../../data/vocabulary';
import { requireAccount } from '../../session/auth';
import {
  byAuthor,
  byFund,
  byKeyword,
  countBy,
  entityLiterature,
  entityTrends,
  mostCited,
  trends,
  type EntityLiteratureQuery,
} from '../analytics';
import { corpus } from '../corpusAndSearchEngine';
import { pageOf, toSummary } from '../answerShapes';
import { route, type RouteContext } from '../route';
import { toJournalProfile } from './journalCards';

type Body = Record<string, unknown> &
  EntityLiteratureQuery & {
    id?: string;
    year?: number;
    vol?: string;
    num?: string;
    column?: string;
    startYear?: number;
    endYear?: number;
  };

/**
 * The column (栏目) an article ran in. Records carry none, so it is read from the article: reviews
 * (综述 in the title or keywords) run in 综述 when the journal has it, the others by a stable hash of
 * the id. One rule for the column list, its distribution chart and the column page.
 */
function columnOf(journal: JournalRecord, record: LiteratureRecord): string {
  const review = journal.columns.find((c) => c === '综述');
  if (review && (record.title.includes('综述') || record.keywords.includes('综述'))) return review;
  let hash = 0;
  for (const char of record.id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return journal.columns[hash % journal.columns.length] ?? '';
}

async function journalOf(context: RouteContext): Promise<{ dataset: Dataset; journal: JournalRecord; body: Body }> {
  const [dataset, body] = await Promise.all([corpus(), context.body<Body>()]);
  return { dataset, journal: entityOr404(dataset.journalById, String(body.id ?? '')), body };
}

/** One journal's pages (doc 001 §7 "Journal"): its profile, issues, articles, statistics, report and cover. */
export const journalPageHandlers: RequestHandler[] = [
  ...[P.show, P.basicsInfo].map((path) =>
    route('post', path, async (c) => {
      const { dataset, journal } = await journalOf(c);
      return toJournalProfile(dataset, journal);
    }),
  ),
  route('post', P.basicsAuthorInfo, async (c) => {
    const { dataset, journal } = await journalOf(c);
    return countBy(recordsOf(dataset, journal.literatureIds), byAuthor, 10).map((a) => {
      const author = dataset.authorById.get(a.id ?? '');
      return {
        id: a.id ?? '',
        name: a.name,
        organName: author ? (dataset.organizationById.get(author.organId)?.name ?? '') : '',
        literatureCount: a.count,
      };
    });
  }),
  ...[P.getYears, P.journalReportYears].map((path) =>
    route('post', path, async (c) => {
      const { dataset, journal } = await journalOf(c);
      return [...new Set(recordsOf(dataset, journal.literatureIds).map((r) => r.year))].sort((a, b) => b - a);
    }),
  ),
  route('post', P.getYearsAndVols, async (c) => {
    const { dataset, journal } = await journalOf(c);
    const years = new Map<number, Set<string>>();
    for (const r of recordsOf(dataset, journal.literatureIds))
      years.set(r.year, (years.get(r.year) ?? new Set()).add(r.volume ?? ''));
    return [...years].sort((a, b) => b[0] - a[0]).map(([year, vols]) => ({ year, vols: [...vols] }));
  }),
  ...[P.getNums, P.getAllNums].map((path) =>
    route('post', path, async (c) => {
      const { dataset, journal, body } = await journalOf(c);
      const issues = new Map<string, { year: number; vol: string; nums: Set<string> }>();
      for (const r of recordsOf(dataset, journal.literatureIds)) {
        if (body.year && r.year !== Number(body.year)) continue;
        const key = `${r.year}-${r.volume}`;
        const entry = issues.get(key) ?? { year: r.year, vol: r.volume ?? '', nums: new Set<string>() };
        entry.nums.add(r.issue ?? '');
        issues.set(key, entry);
      }
      return [...issues.values()]
        .sort((a, b) => b.year - a.year)
        .map((i) => ({ year: i.year, vol: i.vol, nums: [...i.nums].sort((a, b) => Number(a) - Number(b)) }));
    }),
  ),
  route('post', P.journalColumns, async (c) => (await journalOf(c)).journal.columns),
  route('post', P.literatureClassTree, async (c) => {
    const { dataset, journal } = await journalOf(c);
    return countBy(recordsOf(dataset, journal.literatureIds), byKeyword, 12).map((k, i) => ({
      id: `K${i + 1}`,
      code: k.name,
      label: `${k.name}（${k.count}）`,
    }));
  }),
  route('post', P.literatures, async (c) => {
    const { dataset, journal, body } = await journalOf(c);
    const own = recordsOf(dataset, journal.literatureIds);
    // An issue, column or year narrows the journal's own articles; citing documents are of all of them.
    const records =
      body.relation === 'citing'
        ? own
        : own.filter(
            (r) =>
              (!body.year || r.year === Number(body.year)) &&
              (!body.vol || r.volume === String(body.vol)) &&
              (!body.num || r.issue === String(body.num)) &&
              (!body.column || columnOf(journal, r) === body.column),
          );
    return pageOf(
      entityLiterature(dataset, records, { ...body, year: body.relation === 'citing' ? body.year : undefined }).map(
        (r) => toSummary(r),
      ),
      body,
    );
  }),
  ...[P.similarLiteratureList, P.researchBasisLiterature, P.moodLiterature, P.trendLiterature].map((path) =>
    route('post', path, async (c) => {
      const { dataset, journal, body } = await journalOf(c);
      return pageOf(
        mostCited(recordsOf(dataset, journal.literatureIds)).map((r) => toSummary(r)),
        body,
      );
    }),
  ),
  route('post', P.refInfoList, async (c) => {
    const { dataset, journal, body } = await journalOf(c);
    const cited = recordsOf(dataset, [
      ...new Set(recordsOf(dataset, journal.literatureIds).flatMap((r) => r.references)),
    ]);
    return pageOf(
      mostCited(cited).map((r) => toSummary(r)),
      body,
    );
  }),
  ...[P.statisticalAnalysis, P.statisticalAnalysis2, P.trend, P.fundingTrend].map((path) =>
    route('post', path, async (c) => {
      const { dataset, journal, body } = await journalOf(c);
      return entityTrends(
        dataset,
        recordsOf(dataset, journal.literatureIds).filter((r) => path !== P.fundingTrend || r.fund),
        body,
      );
    }),
  ),
  route('post', P.columnDistribution, async (c) => {
    const { dataset, journal } = await journalOf(c);
    const records = recordsOf(dataset, journal.literatureIds);
    return journal.columns.map((name) => ({
      name,
      count: records.filter((r) => columnOf(journal, r) === name).length,
    }));
  }),
  route('post', P.projectFundingRanking, async (c) => {
    const { dataset, journal } = await journalOf(c);
    return countBy(recordsOf(dataset, journal.literatureIds), byFund);
  }),
  ...[P.researchBasis, P.mood].map((path) =>
    route('post', path, async (c) => {
      const { dataset, journal } = await journalOf(c);
      return countBy(recordsOf(dataset, journal.literatureIds), byKeyword);
    }),
  ),
  route('post', P.journalReport, async (c) => {
    const { dataset, journal, body } = await journalOf(c);
    const records = recordsOf(dataset, journal.literatureIds);
    const year = Number(body.year ?? records[0]?.year ?? 2025);
    return {
      id: journal.id,
      year,
      sections: [
        { title: '发文与被引', series: trends(records, { endYear: year }) },
        {
          title: '基金论文',
          series: trends(
            records.filter((r) => r.fund),
            { endYear: year },
          ),
        },
      ],
    };
  }),
  route('post', P.getAllJournalShowConfig, () =>
    ['basic', 'issues', 'analysis', 'authors', 'funds', 'report'].map((code, i) => ({
      code,
      name: ['基本信息', '刊期浏览', '统计分析', '作者分析', '基金分析', '期刊报告'][i] ?? code,
      show: true,
      sort: i + 1,
    })),
  ),
  // Covers are drawn: the journal's name on its discipline's colour.
  ...[P.getBookCover, P.getBkStream].map((path) =>
    route(
      'get',
      path,
      async ({ query }) => {
        const journal = (await corpus()).journalById.get(query('id') ?? '');
        const hue = (disciplines.findIndex((d) => d.id === journal?.disciplineId) * 30) % 360;
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="200"><rect width="150" height="200" fill="hsl(${hue},45%,35%)"/><text x="75" y="100" font-size="14" fill="#fff" text-anchor="middle">${journal?.name ?? ''}</text></svg>`;
        return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
      },
      { unsigned: true },
    ),
  ),
  ...[P.recruitAuth, P.saveObjectJournal].map((path) => route('post', path, (c) => Boolean(requireAccount(c.request)))),
  route('post', P.upload, () => ({ path: '/vip-web/upload/journal-file.pdf' })),
];
