import type { RequestHandler } from 'msw';
import { normalizeComparedJournals, validateAnalysisRange } from '@wenxian/domain';
import {
  MAGAZINE_PATHS as MP,
  type MagazineAnalysis,
  type MagazineReport,
  type Periodical,
  type PeriodicalEdit,
  type NamedCount,
} from '@wenxian/api';
import type { Dataset } from '../../data/dataset';
import { entityOr404 } from '../../data/lookup';
import type { JournalRecord, LiteratureRecord } from '../../data/types';
import { SimulatedError } from '../../errors';
import { requireAccount } from '../../session/auth';
import { isoOf, simulationState } from '../../session/state';
import { byAuthor, byFund, byOrgan, countBy, mostCited, newest, trends, yearSeries } from '../analytics';
import { corpus } from '../lazy';
import { pageOf, recordsOf, toSummary } from '../mappers';
import { route, type RouteContext } from '../route';

/** Refusal code of a magazine call with bad input (the spec names none; docs/decisions/simulation.md). */
export const MAGAZINE_INPUT_CODE = 40_020;

type Body = {
  journalId?: string;
  startYear?: number;
  endYear?: number;
  compareJournalIds?: string[];
  keyword?: string;
};
type Range = { startYear?: number; endYear?: number };
type Managed = { dataset: Dataset; journal: JournalRecord; records: LiteratureRecord[]; range: Range; body: Body };

const inRange = (range: Range) => (r: LiteratureRecord) =>
  (!range.startYear || r.year >= range.startYear) && (!range.endYear || r.year <= range.endYear);
const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const ratio = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);
const round1 = (value: number) => Math.round(value * 10) / 10;

/** h-index of a set of records: h records cited at least h times each. */
export function hIndexOf(records: readonly LiteratureRecord[]): number {
  const cited = records.map((r) => r.citedCount).sort((a, b) => b - a);
  let h = 0;
  while (h < cited.length && (cited[h] ?? 0) >= h + 1) h += 1;
  return h;
}

/** Median of a list (0 when empty): half-lives. */
function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : round1(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}

/**
 * The managed journal of a magazine call: a journal manager (isMagazine) analyses their own journal unless
 * the call names another (the `id` query of the manager guard). Only records in the year range count.
 */
async function managed(context: RouteContext): Promise<Managed> {
  const account = requireAccount(context.request);
  if (!account.isMagazine) throw new SimulatedError(403, '仅期刊用户可用');
  const [dataset, body] = await Promise.all([corpus(), context.body<Body>()]);
  const range = {
    ...(body.startYear ? { startYear: Number(body.startYear) } : {}),
    ...(body.endYear ? { endYear: Number(body.endYear) } : {}),
  };
  const problem = validateAnalysisRange(range, new Date(simulationState().now()).getFullYear());
  if (problem) throw new SimulatedError(MAGAZINE_INPUT_CODE, problem);
  const journal = entityOr404(dataset.journalById, body.journalId || account.journalId || '');
  return { dataset, journal, records: recordsOf(dataset, journal.literatureIds).filter(inRange(range)), range, body };
}

/** Share of each counted name in the records, as a table with a total. */
function shareTable(
  label: string,
  counts: NamedCount[],
  total: number,
  cited?: (entry: NamedCount) => number,
): MagazineAnalysis['table'] {
  return {
    columns: [label, '发文量', '占比(%)', ...(cited ? ['被引量'] : [])],
    rows: counts.map((c) => [c.name, c.count, ratio(c.count, total), ...(cited ? [cited(c)] : [])]),
  };
}

const citedOf =
  (records: readonly LiteratureRecord[], keys: (r: LiteratureRecord) => readonly { id?: string; name: string }[]) =>
  (entry: NamedCount) =>
    sum(
      records
        .filter((r) => keys(r).some((k) => (k.id ?? k.name) === (entry.id ?? entry.name)))
        .map((r) => r.citedCount),
    );

/** 地区分布: where the authors' organisations are (one count per province and paper). */
function areaAnalysis({ dataset, records, range }: Managed): MagazineAnalysis {
  const byProvince = (r: LiteratureRecord) =>
    [...new Set(r.authors.map((a) => dataset.organizationById.get(a.organId)?.province ?? '其他'))].map((name) => ({
      name,
    }));
  const rankings = countBy(records, byProvince, 34);
  return {
    figures: [
      { name: '覆盖地区', value: rankings.length, unit: '个' },
      { name: '发文量', value: records.length, unit: '篇' },
      { name: '首位地区占比', value: ratio(rankings[0]?.count ?? 0, records.length), unit: '%' },
    ],
    series: [yearSeries(records, '发文量', () => 1, range)],
    rankings,
    table: shareTable('地区', rankings, records.length, citedOf(records, byProvince)),
  };
}

/** 机构分析: the organisations publishing in the journal, with their papers' citations. */
function organAnalysis({ records, range }: Managed): MagazineAnalysis {
  const rankings = countBy(records, byOrgan, 20);
  const organs = new Set(records.flatMap((r) => r.authors.map((a) => a.organId)));
  return {
    figures: [
      { name: '发文机构', value: organs.size, unit: '个' },
      {
        name: '篇均机构数',
        value: round1(sum(records.map((r) => byOrgan(r).length)) / Math.max(records.length, 1)),
        unit: '个',
      },
      {
        name: '合作论文比',
        value: ratio(records.filter((r) => byOrgan(r).length > 1).length, records.length),
        unit: '%',
      },
    ],
    series: [yearSeries(records, '机构合作论文', (r) => (byOrgan(r).length > 1 ? 1 : 0), range)],
    rankings,
    table: shareTable('机构', rankings, records.length, citedOf(records, byOrgan)),
  };
}

/** 作者分析: the journal's authors, how many papers they write and how often they are cited. */
function authorAnalysis({ records, range }: Managed): MagazineAnalysis {
  const rankings = countBy(records, byAuthor, 20);
  const all = countBy(records, byAuthor, Number.MAX_SAFE_INTEGER);
  return {
    figures: [
      { name: '作者数', value: all.length, unit: '人' },
      {
        name: '篇均作者数',
        value: round1(sum(records.map((r) => r.authors.length)) / Math.max(records.length, 1)),
        unit: '人',
      },
      { name: '高产作者(≥2篇)', value: all.filter((a) => a.count >= 2).length, unit: '人' },
    ],
    series: [yearSeries(records, '作者人次', (r) => r.authors.length, range)],
    rankings,
    table: shareTable('作者', rankings, records.length, citedOf(records, byAuthor)),
  };
}

/** 基金分析: funded papers, their share per year and the funds behind them. */
function fundAnalysis({ records, range }: Managed): MagazineAnalysis {
  const funded = records.filter((r) => r.fund);
  const rankings = countBy(records, byFund, 20);
  return {
    figures: [
      { name: '基金论文', value: funded.length, unit: '篇' },
      { name: '基金论文比', value: ratio(funded.length, records.length), unit: '%' },
      {
        name: '基金论文篇均被引',
        value: round1(sum(funded.map((r) => r.citedCount)) / Math.max(funded.length, 1)),
        unit: '次',
      },
    ],
    series: [
      yearSeries(records, '基金论文', (r) => (r.fund ? 1 : 0), range),
      yearSeries(records, '发文量', () => 1, range),
    ],
    rankings,
    table: shareTable('基金', rankings, funded.length, citedOf(records, byFund)),
  };
}

/** 学科分析: the subjects (classification) of the journal's papers. */
function subjectAnalysis({ records, range }: Managed): MagazineAnalysis {
  const bySubject = (r: LiteratureRecord) => [{ id: r.clc, name: `${r.subjectName}（${r.clc}）` }];
  const rankings = countBy(records, bySubject, 20);
  return {
    figures: [
      { name: '涉及学科', value: countBy(records, bySubject, Number.MAX_SAFE_INTEGER).length, unit: '个' },
      { name: '主学科占比', value: ratio(rankings[0]?.count ?? 0, records.length), unit: '%' },
      { name: '发文量', value: records.length, unit: '篇' },
    ],
    series: trends(records, range),
    rankings,
    table: shareTable('学科', rankings, records.length, citedOf(records, bySubject)),
  };
}

/** The indicators of a journal over a set of its records (journal analysis and compete use the same). */
function indicators(journal: JournalRecord, records: readonly LiteratureRecord[]) {
  const cited = sum(records.map((r) => r.citedCount));
  return {
    count: records.length,
    cited,
    perPaper: round1(cited / Math.max(records.length, 1)),
    fundRatio: ratio(records.filter((r) => r.fund).length, records.length),
    downloads: sum(records.map((r) => r.downloadCount)),
    hIndex: hIndexOf(records),
    impactFactor: journal.impactFactor,
  };
}

/** 期刊分析: the journal year by year (papers, citations, citations per paper, funded share, downloads). */
function journalAnalysis({ journal, records, range }: Managed): MagazineAnalysis {
  const total = indicators(journal, records);
  const years = [...new Set(records.map((r) => r.year))].sort((a, b) => a - b);
  return {
    figures: [
      { name: '发文量', value: total.count, unit: '篇' },
      { name: '总被引', value: total.cited, unit: '次' },
      { name: '篇均被引', value: total.perPaper, unit: '次' },
      { name: 'h指数', value: total.hIndex },
      { name: '总下载', value: total.downloads, unit: '次' },
    ],
    series: [...trends(records, range), yearSeries(records, '下载量', (r) => r.downloadCount, range)],
    rankings: mostCited(records)
      .slice(0, 10)
      .map((r) => ({ id: r.id, name: r.title, count: r.citedCount })),
    table: {
      columns: ['年份', '发文量', '被引量', '篇均被引', '基金论文比(%)', '下载量'],
      rows: years.map((year) => {
        const y = indicators(
          journal,
          records.filter((r) => r.year === year),
        );
        return [year, y.count, y.cited, y.perPaper, y.fundRatio, y.downloads];
      }),
    },
  };
}

/** The journals compared with the managed one: those asked for, else the two closest of its discipline. */
function comparedJournals(
  dataset: Dataset,
  journal: JournalRecord,
  ids: readonly string[] | undefined,
): JournalRecord[] {
  const chosen = normalizeComparedJournals(journal.id, ids ?? []);
  if (chosen.length) return chosen.map((id) => entityOr404(dataset.journalById, id));
  return dataset.journals
    .filter((j) => j.disciplineId === journal.disciplineId && j.id !== journal.id)
    .sort((a, b) => Math.abs(a.impactFactor - journal.impactFactor) - Math.abs(b.impactFactor - journal.impactFactor))
    .slice(0, 2);
}

/** 竞争力对比: the managed journal next to the chosen journals (compareJournalIds), same range. */
function compete(m: Managed): MagazineAnalysis {
  const { dataset, journal, range, body } = m;
  const journals = [journal, ...comparedJournals(dataset, journal, body.compareJournalIds)];
  const rows = journals.map((j) => ({
    journal: j,
    records: recordsOf(dataset, j.literatureIds).filter(inRange(range)),
  }));
  const own = indicators(journal, m.records);
  const rankedByCited = rows
    .map((row) => ({ id: row.journal.id, name: row.journal.name, count: sum(row.records.map((r) => r.citedCount)) }))
    .sort((a, b) => b.count - a.count);
  return {
    figures: [
      { name: '对比期刊', value: journals.length - 1, unit: '本' },
      { name: '被引排名', value: rankedByCited.findIndex((r) => r.id === journal.id) + 1 },
      { name: '本刊篇均被引', value: own.perPaper, unit: '次' },
    ],
    series: rows.map((row) => yearSeries(row.records, row.journal.name, () => 1, range)),
    rankings: rankedByCited,
    table: {
      columns: ['期刊', '发文量', '被引量', '篇均被引', '基金论文比(%)', 'h指数', '影响因子'],
      rows: rows.map(({ journal: j, records }) => {
        const x = indicators(j, records);
        return [j.name, x.count, x.cited, x.perPaper, x.fundRatio, x.hIndex, x.impactFactor];
      }),
    },
  };
}

/** 影响力排名: the journals of the managed journal's discipline ranked by citations in the range. */
function influenceRank({ dataset, journal, range, records }: Managed): MagazineAnalysis {
  const peers = dataset.journals
    .filter((j) => j.disciplineId === journal.disciplineId)
    .map((j) => ({ journal: j, x: indicators(j, recordsOf(dataset, j.literatureIds).filter(inRange(range))) }))
    .sort((a, b) => b.x.cited - a.x.cited || b.x.impactFactor - a.x.impactFactor);
  const rank = peers.findIndex((p) => p.journal.id === journal.id) + 1;
  return {
    figures: [
      { name: '学科排名', value: rank },
      { name: '同学科期刊', value: peers.length, unit: '本' },
      { name: '影响因子', value: journal.impactFactor },
    ],
    series: [yearSeries(records, '被引量', (r) => r.citedCount, range)],
    rankings: peers.map((p) => ({ id: p.journal.id, name: p.journal.name, count: p.x.cited })),
    table: {
      columns: ['排名', '期刊', '被引量', '发文量', 'h指数', '影响因子'],
      rows: peers.map((p, i) => [i + 1, p.journal.name, p.x.cited, p.x.count, p.x.hIndex, p.journal.impactFactor]),
    },
  };
}

/** The journals citing (or cited by) the records, counted. */
function journalsOf(dataset: Dataset, ids: readonly string[]): NamedCount[] {
  const records = recordsOf(dataset, ids).filter((r) => r.journalId);
  return countBy(records, (r) => [{ id: r.journalId ?? '', name: r.journalName ?? '' }], 15);
}

/** How many citations are 0, 1, 2… years apart, youngest first. */
function ageCounts(ages: readonly number[]): NamedCount[] {
  const counts = new Map<number, number>();
  for (const age of ages) counts.set(age, (counts.get(age) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([age, count]) => ({ name: `${age}年`, count }));
}

/** 时效报告: how quickly the journal's papers are cited and how old the work they cite is. */
function agingReport(m: Managed): MagazineReport['sections'] {
  const { dataset, records, range } = m;
  const citingAges = records.flatMap((r) => recordsOf(dataset, r.citedBy).map((c) => c.year - r.year));
  const referenceAges = records.flatMap((r) => recordsOf(dataset, r.references).map((c) => r.year - c.year));
  const citedAgeRanking = ageCounts(citingAges);
  return [
    {
      title: '被引时效',
      analysis: {
        figures: [
          { name: '被引半衰期', value: median(citingAges), unit: '年' },
          { name: '即年被引', value: citingAges.filter((a) => a === 0).length, unit: '次' },
          { name: '被引次数', value: citingAges.length, unit: '次' },
        ],
        series: [yearSeries(records, '被引量', (r) => r.citedCount, range)],
        rankings: citedAgeRanking,
        table: { columns: ['被引间隔', '次数'], rows: citedAgeRanking.map((c) => [c.name, c.count]) },
      },
    },
    {
      title: '引用时效',
      analysis: {
        figures: [
          { name: '引用半衰期', value: median(referenceAges), unit: '年' },
          { name: '篇均参考文献', value: round1(referenceAges.length / Math.max(records.length, 1)), unit: '篇' },
        ],
        series: [yearSeries(records, '参考文献', (r) => r.references.length, range)],
        rankings: ageCounts(referenceAges),
        table: { columns: ['引用间隔', '次数'], rows: ageCounts(referenceAges).map((c) => [c.name, c.count]) },
      },
    },
  ];
}

/** 要素报告: the editorial elements (authors, references, pages, funds, organisations) per paper, by year. */
function elementReport({ records, range }: Managed): MagazineReport['sections'] {
  const per = (list: readonly LiteratureRecord[], f: (r: LiteratureRecord) => number) =>
    round1(sum(list.map(f)) / Math.max(list.length, 1));
  const years = [...new Set(records.map((r) => r.year))].sort((a, b) => a - b);
  return [
    {
      title: '论文要素',
      analysis: {
        figures: [
          { name: '篇均作者', value: per(records, (r) => r.authors.length), unit: '人' },
          { name: '篇均参考文献', value: per(records, (r) => r.references.length), unit: '篇' },
          { name: '篇均页数', value: per(records, (r) => r.pageCount), unit: '页' },
          { name: '基金论文比', value: ratio(records.filter((r) => r.fund).length, records.length), unit: '%' },
        ],
        series: [
          yearSeries(records, '参考文献', (r) => r.references.length, range),
          yearSeries(records, '作者人次', (r) => r.authors.length, range),
        ],
        rankings: countBy(records, (r) => [{ name: `${r.authors.length}位作者` }], 10),
        table: {
          columns: ['年份', '发文量', '篇均作者', '篇均参考文献', '篇均页数', '基金论文比(%)'],
          rows: years.map((year) => {
            const list = records.filter((r) => r.year === year);
            return [
              year,
              list.length,
              per(list, (r) => r.authors.length),
              per(list, (r) => r.references.length),
              per(list, (r) => r.pageCount),
              ratio(list.filter((r) => r.fund).length, list.length),
            ];
          }),
        },
      },
    },
    {
      title: '语种与开放获取',
      analysis: {
        figures: [
          { name: '中文论文', value: records.filter((r) => r.language === 'zh').length, unit: '篇' },
          { name: 'OA论文比', value: ratio(records.filter((r) => r.isOA).length, records.length), unit: '%' },
        ],
        series: [yearSeries(records, 'OA论文', (r) => (r.isOA ? 1 : 0), range)],
        rankings: countBy(records, (r) => [{ name: r.language === 'zh' ? '中文' : '英文' }]),
      },
    },
  ];
}

/** 影响力报告: citations, h-index and impact factors, the most cited papers and who cites them. */
function influenceReport(m: Managed): MagazineReport['sections'] {
  const { dataset, journal, records, range } = m;
  const own = indicators(journal, records);
  const top = mostCited(records).slice(0, 10);
  return [
    {
      title: '影响力指标',
      analysis: {
        figures: [
          { name: '影响因子', value: journal.impactFactor },
          { name: '综合影响因子', value: journal.compositeImpactFactor },
          { name: 'h指数', value: own.hIndex },
          { name: '总被引', value: own.cited, unit: '次' },
        ],
        series: [yearSeries(records, '被引量', (r) => r.citedCount, range)],
        rankings: top.map((r) => ({ id: r.id, name: r.title, count: r.citedCount })),
        table: {
          columns: ['论文', '年份', '被引量', '下载量'],
          rows: top.map((r) => [r.title, r.year, r.citedCount, r.downloadCount]),
        },
      },
    },
    {
      title: '施引期刊',
      analysis: {
        figures: [],
        series: [],
        rankings: journalsOf(
          dataset,
          records.flatMap((r) => r.citedBy),
        ),
      },
    },
  ];
}

/** 引证报告: which journals cite the journal and which journals it cites. */
function quoteReport({ dataset, records, range }: Managed): MagazineReport['sections'] {
  const citing = journalsOf(
    dataset,
    records.flatMap((r) => r.citedBy),
  );
  const cited = journalsOf(
    dataset,
    records.flatMap((r) => r.references),
  );
  return [
    {
      title: '引用本刊的期刊',
      analysis: {
        figures: [
          { name: '施引期刊', value: citing.length, unit: '本' },
          { name: '他引次数', value: sum(citing.map((c) => c.count)), unit: '次' },
        ],
        series: [yearSeries(records, '被引量', (r) => r.citedCount, range)],
        rankings: citing,
        table: { columns: ['施引期刊', '引用次数'], rows: citing.map((c) => [c.name, c.count]) },
      },
    },
    {
      title: '本刊引用的期刊',
      analysis: {
        figures: [{ name: '被引期刊', value: cited.length, unit: '本' }],
        series: [yearSeries(records, '参考文献', (r) => r.references.length, range)],
        rankings: cited,
        table: { columns: ['被引期刊', '被引用次数'], rows: cited.map((c) => [c.name, c.count]) },
      },
    },
  ];
}

const analyses: Record<string, (m: Managed) => MagazineAnalysis> = {
  [MP.areaAnalysis]: areaAnalysis,
  [MP.organAnalysis]: organAnalysis,
  [MP.authorAnalysis]: authorAnalysis,
  [MP.fundAnalysis]: fundAnalysis,
  [MP.subjectAnalysis]: subjectAnalysis,
  [MP.journalAnalysis]: journalAnalysis,
  [MP.compete]: compete,
  [MP.influenceRank]: influenceRank,
};

const reports: Record<string, { title: string; sections: (m: Managed) => MagazineReport['sections'] }> = {
  [MP.agingReport]: { title: '期刊时效报告', sections: agingReport },
  [MP.elementReport]: { title: '期刊要素报告', sections: elementReport },
  [MP.influenceReport]: { title: '期刊影响力报告', sections: influenceReport },
  [MP.quoteReport]: { title: '期刊引证报告', sections: quoteReport },
};

/** The journal's editable profile: as its manager last saved it, else from the corpus. */
function periodicalOf(journal: JournalRecord, dataset: Dataset): Periodical {
  const store = simulationState();
  if (!(store.periodicals instanceof Map)) store.periodicals = new Map();
  const host = dataset.organizationById.get(journal.hostOrganId);
  return (
    store.periodicals.get(journal.id) ?? {
      journalId: journal.id,
      name: journal.name,
      intro: `《${journal.name}》创刊于${journal.foundedYear}年，${journal.frequency}，由${host?.name ?? ''}主办，ISSN ${journal.issn}，CN ${journal.cn}。`,
      columns: [...journal.columns],
      contact: `${host?.city ?? ''}编辑部`,
      website: '',
      updatedAt: null,
    }
  );
}

const WEBSITE = /^https?:\/\/[^\s/]+\.[^\s]+$/;

/** Magazine analysis of the manager area (doc 001 §7): each analysis computed from the corpus its own way. */
export const magazineHandlers: RequestHandler[] = [
  ...Object.entries(analyses).map(([path, analyse]) => route('post', path, async (c) => analyse(await managed(c)))),
  ...Object.entries(reports).map(([path, report]) =>
    route('post', path, async (c) => {
      const m = await managed(c);
      const year = m.range.endYear ?? Math.max(...m.records.map((r) => r.year), 0);
      return { title: report.title, year, sections: report.sections(m) } satisfies MagazineReport;
    }),
  ),
  route('post', MP.literatureInquiry, async (c) => {
    const { records, body } = await managed(c);
    const keyword = body.keyword?.trim();
    return pageOf(
      newest(
        records.filter(
          (r) =>
            !keyword ||
            r.title.includes(keyword) ||
            r.keywords.includes(keyword) ||
            r.authors.some((a) => a.name === keyword),
        ),
      ).map((r) => toSummary(r)),
      body,
    );
  }),
  route('post', MP.editPeriodic, async (c) => {
    const { dataset, journal } = await managed(c);
    const edit = await c.body<PeriodicalEdit>();
    const current = periodicalOf(journal, dataset);
    const changes = (['intro', 'columns', 'contact', 'website'] as const).filter((k) => edit[k] !== undefined);
    if (!changes.length) return current;
    if (edit.intro !== undefined && !edit.intro.trim()) throw new SimulatedError(MAGAZINE_INPUT_CODE, '请输入期刊简介');
    if (edit.website && !WEBSITE.test(edit.website)) throw new SimulatedError(MAGAZINE_INPUT_CODE, '请输入正确的网址');
    const next: Periodical = {
      ...current,
      ...(edit.intro !== undefined ? { intro: edit.intro.trim() } : {}),
      ...(edit.columns ? { columns: edit.columns.map((x) => x.trim()).filter(Boolean) } : {}),
      ...(edit.contact !== undefined ? { contact: edit.contact.trim() } : {}),
      ...(edit.website !== undefined ? { website: edit.website.trim() } : {}),
      updatedAt: isoOf(simulationState().now()),
    };
    simulationState().periodicals.set(journal.id, next);
    return next;
  }),
];
