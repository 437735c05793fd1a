import { MANAGER_PATHS as MP, type ManagerAnalysisResult } from '@wenxian/api';
import type { LiteratureRecord } from '../../data/types';
import { byAuthor, byFund, byOrgan, countBy, yearSeries } from '../analytics';
import { disciplines } from '../../data/vocabulary';
import { citedOf, counted, publishedAndCited, ratio, round1, sharesOf, shareTable, sum } from './journalFigures';
import { inRange, type Managed } from './managedJournal';

/** A discipline as the 学科分析 names it: its name and its CLC class, 计算机科学与技术（TP3）. */
const subjectNameOf = (id: string) => {
  const discipline = disciplines.find((d) => d.id === id);
  return discipline ? `${discipline.name}（${discipline.clc}）` : id;
};

/** 地区分布: where the authors' organisations are (one count per province and paper). */
function areaAnalysis({ dataset, records, range }: Managed): ManagerAnalysisResult {
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
    series: [
      counted(
        yearSeries(records, '发文量', () => 1, range),
        '篇',
      ),
    ],
    rankings,
    table: shareTable('地区', rankings, records.length, citedOf(records, byProvince)),
  };
}

/** 机构分析: the organisations publishing in the journal, with their papers' citations. */
function organAnalysis({ records, range }: Managed): ManagerAnalysisResult {
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
    series: [
      counted(
        yearSeries(records, '机构合作论文', (r) => (byOrgan(r).length > 1 ? 1 : 0), range),
        '篇',
      ),
    ],
    rankings,
    table: shareTable('机构', rankings, records.length, citedOf(records, byOrgan)),
  };
}

/** 作者分析: the journal's authors, how many papers they write and how often they are cited. */
function authorAnalysis({ records, range }: Managed): ManagerAnalysisResult {
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
    series: [
      counted(
        yearSeries(records, '作者人次', (r) => r.authors.length, range),
        '人次',
        '作者',
      ),
    ],
    rankings,
    table: shareTable('作者', rankings, records.length, citedOf(records, byAuthor)),
  };
}

/** 基金分析: funded papers, their share per year and the funds behind them. */
function fundAnalysis({ records, range }: Managed): ManagerAnalysisResult {
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
      counted(
        yearSeries(records, '基金论文', (r) => (r.fund ? 1 : 0), range),
        '篇',
      ),
      counted(
        yearSeries(records, '发文量', () => 1, range),
        '篇',
      ),
    ],
    rankings,
    table: shareTable('基金', rankings, funded.length, citedOf(records, byFund)),
  };
}

/**
 * 学科分析: the disciplines of the journal's papers, each named with its CLC class (中图分类), the records a discipline
 * is counted under being the records' own. A record's class number below the discipline's class (TP357 under TP3)
 * is drawn, not a class of its own, so the papers are counted by discipline, not split per number. Each row sets the
 * journal's papers beside the corpus's journal papers of that discipline in the same years: how much of the field
 * the journal publishes. Shares are of the journal's papers and add up to 100.
 */
function subjectAnalysis({ dataset, records, range }: Managed): ManagerAnalysisResult {
  const bySubject = (r: LiteratureRecord) => [{ id: r.disciplineId, name: subjectNameOf(r.disciplineId) }];
  const rankings = countBy(records, bySubject, Number.MAX_SAFE_INTEGER);
  const cited = citedOf(records, bySubject);
  const fieldPapers = new Map<string, number>();
  for (const r of dataset.literature)
    if (r.type === 1 && inRange(range)(r)) fieldPapers.set(r.disciplineId, (fieldPapers.get(r.disciplineId) ?? 0) + 1);
  const shares = sharesOf(rankings.map((c) => c.count));
  return {
    figures: [
      { name: '涉及学科', value: rankings.length, unit: '个' },
      { name: '主学科占比', value: shares[0] ?? 0, unit: '%' },
      { name: '发文量', value: records.length, unit: '篇' },
    ],
    series: publishedAndCited(records, range),
    rankings,
    table: {
      columns: ['学科', '发文量', '占比(%)', '被引量', '全库同学科期刊论文', '本刊所占比例(%)'],
      rows: rankings.map((c, i) => {
        const field = fieldPapers.get(c.id ?? '') ?? 0;
        return [c.name, c.count, shares[i] ?? 0, cited(c), field, ratio(c.count, field)];
      }),
    },
  };
}

/** The analyses of who publishes in the managed journal (doc 001 §7), by call path, in the manager's menu order. */
export const publishingAnalyses: Record<string, (m: Managed) => ManagerAnalysisResult> = {
  [MP.areaAnalysis]: areaAnalysis,
  [MP.organAnalysis]: organAnalysis,
  [MP.authorAnalysis]: authorAnalysis,
  [MP.fundAnalysis]: fundAnalysis,
  [MP.subjectAnalysis]: subjectAnalysis,
};
