import { normalizeComparedJournals } from '@wenxian/domain';
import { MANAGER_PATHS as MP, type ManagerAnalysisResult } from '@wenxian/api';
import type { Dataset } from '../../data/dataset';
import { entityOr404, recordsOf } from '../../data/lookup';
import type { JournalRecord } from '../../data/types';
import { mostCited, yearSeries } from '../analytics';
import { counted, indicators, publishedAndCited, sum } from './journalFigures';
import { inRange, type Managed } from './managedJournal';

/** 期刊分析: the journal year by year (papers, citations, citations per paper, funded share, downloads). */
function journalAnalysis({ journal, records, range }: Managed): ManagerAnalysisResult {
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
    // Downloads (thousands a year) would flatten papers and citations (a few a year) drawn with them: they are in the
    // figures and the table (docs/decisions/manager.md).
    series: publishedAndCited(records, range),
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
function compete(m: Managed): ManagerAnalysisResult {
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
    series: rows.map((row) =>
      counted(
        yearSeries(row.records, row.journal.name, () => 1, range),
        '篇',
        '发文量',
      ),
    ),
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
function influenceRank({ dataset, journal, range, records }: Managed): ManagerAnalysisResult {
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
    series: [
      counted(
        yearSeries(records, '被引量', (r) => r.citedCount, range),
        '次',
      ),
    ],
    rankings: peers.map((p) => ({ id: p.journal.id, name: p.journal.name, count: p.x.cited })),
    table: {
      // The journal first: a table's first column names its row (left, bold); the rank is a figure beside it.
      columns: ['期刊', '排名', '被引量', '发文量', 'h指数', '影响因子'],
      rows: peers.map((p, i) => [p.journal.name, i + 1, p.x.cited, p.x.count, p.x.hIndex, p.journal.impactFactor]),
    },
  };
}

/** The analyses of the managed journal's standing (its indicators, beside other journals), by call path. */
export const standingAnalyses: Record<string, (m: Managed) => ManagerAnalysisResult> = {
  [MP.journalAnalysis]: journalAnalysis,
  [MP.compete]: compete,
  [MP.influenceRank]: influenceRank,
};
