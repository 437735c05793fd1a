import { MANAGER_PATHS as MP, type ManagerReport, type NamedCount } from '@wenxian/api';
import type { LiteratureRecord } from '../../data/types';
import { countBy, mostCited, yearSeries } from '../analytics';
import { counted, indicators, journalsOf, median, ratio, round1, sum } from './journalFigures';
import type { Managed } from './managedJournal';
import { recordsOf } from '../../data/lookup';

/** How many citations are 0, 1, 2… years apart, youngest first. */
function ageCounts(ages: readonly number[]): NamedCount[] {
  const counts = new Map<number, number>();
  for (const age of ages) counts.set(age, (counts.get(age) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([age, count]) => ({ name: `${age}年`, count }));
}

/** 时效报告: how quickly the journal's papers are cited and how old the work they cite is. */
function agingReport(m: Managed): ManagerReport['sections'] {
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
        series: [
          counted(
            yearSeries(records, '被引量', (r) => r.citedCount, range),
            '次',
          ),
        ],
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
        series: [
          counted(
            yearSeries(records, '参考文献', (r) => r.references.length, range),
            '篇',
          ),
        ],
        rankings: ageCounts(referenceAges),
        table: { columns: ['引用间隔', '次数'], rows: ageCounts(referenceAges).map((c) => [c.name, c.count]) },
      },
    },
  ];
}

/** 要素报告: the editorial elements (authors, references, pages, funds, organisations) per paper, by year. */
function elementReport({ records, range }: Managed): ManagerReport['sections'] {
  const per = (list: readonly LiteratureRecord[], f: (r: LiteratureRecord) => number) =>
    round1(sum(list.map(f)) / Math.max(list.length, 1));
  const years = [...new Set(records.map((r) => r.year))].sort((a, b) => a - b);
  const languages = countBy(records, (r) => [{ name: r.language === 'zh' ? '中文' : '英文' }]);
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
          counted(
            yearSeries(records, '参考文献', (r) => r.references.length, range),
            '篇',
          ),
          counted(
            yearSeries(records, '作者人次', (r) => r.authors.length, range),
            '人次',
            '作者',
          ),
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
        series: [
          counted(
            yearSeries(records, 'OA论文', (r) => (r.isOA ? 1 : 0), range),
            '篇',
          ),
        ],
        rankings: languages,
        table: { columns: ['语种', '发文量'], rows: languages.map((l) => [l.name, l.count]) },
      },
    },
  ];
}

/** 影响力报告: citations, h-index and impact factors, the most cited papers and who cites them. */
function influenceReport(m: Managed): ManagerReport['sections'] {
  const { dataset, journal, records, range } = m;
  const own = indicators(journal, records);
  const top = mostCited(records).slice(0, 10);
  const citingJournals = journalsOf(
    dataset,
    records.flatMap((r) => r.citedBy),
  );
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
        series: [
          counted(
            yearSeries(records, '被引量', (r) => r.citedCount, range),
            '次',
          ),
        ],
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
        rankings: citingJournals,
        table: { columns: ['施引期刊', '引用次数'], rows: citingJournals.map((c) => [c.name, c.count]) },
      },
    },
  ];
}

/** 引证报告: which journals cite the journal and which journals it cites. */
function quoteReport({ dataset, journal, records, range }: Managed): ManagerReport['sections'] {
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
          // 他引: citations by other journals; the journal's own (自引) are in the list, not in this figure.
          { name: '他引次数', value: sum(citing.filter((c) => c.id !== journal.id).map((c) => c.count)), unit: '次' },
        ],
        series: [
          counted(
            yearSeries(records, '被引量', (r) => r.citedCount, range),
            '次',
          ),
        ],
        rankings: citing,
        table: { columns: ['施引期刊', '引用次数'], rows: citing.map((c) => [c.name, c.count]) },
      },
    },
    {
      title: '本刊引用的期刊',
      analysis: {
        figures: [{ name: '被引期刊', value: cited.length, unit: '本' }],
        series: [
          counted(
            yearSeries(records, '参考文献', (r) => r.references.length, range),
            '篇',
          ),
        ],
        rankings: cited,
        table: { columns: ['被引期刊', '被引用次数'], rows: cited.map((c) => [c.name, c.count]) },
      },
    },
  ];
}

/** The four journal reports (doc 001 §7), by call path: each a title and its own sections. */
export const journalReports: Record<string, { title: string; sections: (m: Managed) => ManagerReport['sections'] }> = {
  [MP.agingReport]: { title: '期刊时效报告', sections: agingReport },
  [MP.elementReport]: { title: '期刊要素报告', sections: elementReport },
  [MP.influenceReport]: { title: '期刊影响力报告', sections: influenceReport },
  [MP.quoteReport]: { title: '期刊引证报告', sections: quoteReport },
};
