import { MAGAZINE_PATHS as MP, type MagazineAnalysis } from '@wenxian/api';
import type { LiteratureRecord } from '../../data/types';
import { byAuthor, byFund, byOrgan, countBy, trends, yearSeries } from '../analytics';
import { citedOf, ratio, round1, shareTable, sum } from './journalFigures';
import type { Managed } from './managedJournal';

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

/** The analyses of who publishes in the managed journal (doc 001 §7), by call path, in the manager's menu order. */
export const publishingAnalyses: Record<string, (m: Managed) => MagazineAnalysis> = {
  [MP.areaAnalysis]: areaAnalysis,
  [MP.organAnalysis]: organAnalysis,
  [MP.authorAnalysis]: authorAnalysis,
  [MP.fundAnalysis]: fundAnalysis,
  [MP.subjectAnalysis]: subjectAnalysis,
};
