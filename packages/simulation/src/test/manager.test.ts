import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  login,
  editManagerPeriodic,
  getManagerAgingReport,
  getManagerAreaAnalysis,
  getManagerAuthorAnalysis,
  getManagerCompete,
  getManagerElementReport,
  getManagerFundAnalysis,
  getManagerInfluenceRank,
  getManagerInfluenceReport,
  getManagerJournalAnalysis,
  getManagerLiteratureInquiry,
  getManagerOrganAnalysis,
  getManagerQuoteReport,
  getManagerSubjectAnalysis,
} from '@wenxian/api';
import { getDataset } from '../data/dataset';
import { resetSimulation, SIM_PASSWORD } from '../index';
import { warmUp } from './warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

const JOURNAL = 'J00001';
const asManager = () => login({ account: '13800000005', password: SIM_PASSWORD });

describe('manager analyses (simulation)', () => {
  it('gives each analysis its own computation', async () => {
    await asManager();
    const q = { journalId: JOURNAL };
    const analyses = await Promise.all([
      getManagerAreaAnalysis(q),
      getManagerOrganAnalysis(q),
      getManagerAuthorAnalysis(q),
      getManagerFundAnalysis(q),
      getManagerSubjectAnalysis(q),
      getManagerJournalAnalysis(q),
      getManagerCompete(q),
      getManagerInfluenceRank(q),
    ]);
    const rankingKeys = analyses.map((a) => JSON.stringify(a.rankings.map((r) => r.name)));
    expect(new Set(rankingKeys).size).toBe(analyses.length);
    const tableHeads = analyses.map((a) => a.table?.columns[0]);
    // Every table begins with what names its rows (影响力排名 too: 期刊, then its 排名 among the figures).
    expect(tableHeads).toEqual(['地区', '机构', '作者', '基金', '学科', '年份', '期刊', '期刊']);
    // The figures agree with the corpus: the journal's paper count.
    const journal = getDataset().journalById.get(JOURNAL);
    expect(analyses[5]?.figures.find((f) => f.name === '发文量')?.value).toBe(journal?.literatureIds.length);
  });

  it('honours the year range', async () => {
    await asManager();
    const all = await getManagerJournalAnalysis({ journalId: JOURNAL });
    const years = all.table?.rows.map((row) => Number(row[0])) ?? [];
    const last = Math.max(...years);
    const recent = await getManagerJournalAnalysis({ journalId: JOURNAL, startYear: last, endYear: last });
    expect(recent.table?.rows.map((row) => row[0])).toEqual([last]);
    await expect(
      getManagerJournalAnalysis({ journalId: JOURNAL, startYear: 2024, endYear: 2020 }),
    ).rejects.toMatchObject({ message: '起始年份不能晚于结束年份' });
  });

  it('compares the managed journal with the journals asked for (compareJournalIds)', async () => {
    await asManager();
    const others = getDataset()
      .journals.filter((j) => j.id !== JOURNAL)
      .slice(3, 5);
    const answer = await getManagerCompete({ journalId: JOURNAL, compareJournalIds: others.map((j) => j.id) });
    const names = answer.table?.rows.map((row) => row[0]);
    expect(names).toEqual([getDataset().journalById.get(JOURNAL)?.name, ...others.map((j) => j.name)]);
    expect(answer.series.map((s) => s.name)).toEqual(names);
    const fallback = await getManagerCompete({ journalId: JOURNAL });
    expect(fallback.table?.rows).toHaveLength(3);
    expect(fallback.table?.rows.map((r) => r[0])).not.toEqual(names);
  });

  it('reports have their own sections', async () => {
    await asManager();
    const q = { journalId: JOURNAL };
    const reports = await Promise.all([
      getManagerAgingReport(q),
      getManagerElementReport(q),
      getManagerInfluenceReport(q),
      getManagerQuoteReport(q),
    ]);
    expect(reports.map((r) => r.title)).toEqual(['期刊时效报告', '期刊要素报告', '期刊影响力报告', '期刊引证报告']);
    expect(reports.map((r) => r.sections[0]?.title)).toEqual(['被引时效', '论文要素', '影响力指标', '引用本刊的期刊']);
    const inquiry = await getManagerLiteratureInquiry({ journalId: JOURNAL, pageSize: 5 });
    expect(inquiry.list.length).toBeGreaterThan(0);
  });

  it('says what unit each series counts in, so a chart can name its axes', async () => {
    await asManager();
    const q = { journalId: JOURNAL };
    const journal = await getManagerJournalAnalysis(q);
    expect(journal.series.map((s) => [s.name, s.unit])).toEqual([
      ['发文量', '篇'],
      ['被引量', '次'],
    ]);
    const compete = await getManagerCompete(q);
    expect(new Set(compete.series.map((s) => `${s.measure}（${s.unit}）`))).toEqual(new Set(['发文量（篇）']));
    const element = await getManagerElementReport(q);
    expect(element.sections[0]?.analysis.series.map((s) => s.unit)).toEqual(['篇', '人次']);
  });

  it('names the columns of the citing journals and the languages, and counts 他引 without the journal’s own', async () => {
    await asManager();
    const q = { journalId: JOURNAL };
    const influence = await getManagerInfluenceReport(q);
    const citing = influence.sections[1]?.analysis;
    expect(citing?.table?.columns).toEqual(['施引期刊', '引用次数']);
    expect(citing?.table?.rows).toEqual(citing?.rankings.map((r) => [r.name, r.count]));
    const element = await getManagerElementReport(q);
    expect(element.sections[1]?.analysis.table?.columns).toEqual(['语种', '发文量']);
    const quote = (await getManagerQuoteReport(q)).sections[0]?.analysis;
    const own = quote?.rankings.find((r) => r.id === JOURNAL)?.count ?? 0;
    const all = (quote?.rankings ?? []).reduce((n, r) => n + r.count, 0);
    expect(own).toBeGreaterThan(0);
    expect(quote?.figures.find((f) => f.name === '他引次数')?.value).toBe(all - own);
  });

  it('editPeriodic really edits and keeps the journal data', async () => {
    await asManager();
    const before = await editManagerPeriodic({ journalId: JOURNAL });
    expect(before.updatedAt).toBeNull();
    expect(before.columns.length).toBeGreaterThan(0);
    const saved = await editManagerPeriodic({
      journalId: JOURNAL,
      intro: '新的期刊简介',
      columns: ['综述', ' 研究论文 ', ''],
      website: 'https://journal.example.cn',
    });
    expect(saved).toMatchObject({
      intro: '新的期刊简介',
      columns: ['综述', '研究论文'],
      website: 'https://journal.example.cn',
      contact: before.contact,
    });
    expect(await editManagerPeriodic({ journalId: JOURNAL })).toEqual(saved);
    await expect(editManagerPeriodic({ journalId: JOURNAL, website: 'not a url' })).rejects.toMatchObject({
      message: '请输入正确的网址',
    });
    expect((await editManagerPeriodic({ journalId: JOURNAL })).website).toBe('https://journal.example.cn');
  });

  it('refuses the own journal to users who manage none, and a journal’s changes to others than its manager', async () => {
    await login({ account: '13800000002', password: SIM_PASSWORD });
    await expect(getManagerAreaAnalysis({ journalId: '' })).rejects.toMatchObject({ code: 403 });
    await expect(editManagerPeriodic({ journalId: JOURNAL, intro: '改' })).rejects.toMatchObject({ code: 403 });
  });

  it('answers a named journal’s analyses to anyone, a visitor included (the id query, doc 000 §6)', async () => {
    const analysis = await getManagerJournalAnalysis({ journalId: JOURNAL }, { goToLogin: false });
    const journal = getDataset().journalById.get(JOURNAL);
    expect(analysis.figures.find((f) => f.name === '发文量')?.value).toBe(journal?.literatureIds.length);
    await expect(getManagerAreaAnalysis({ journalId: '' }, { goToLogin: false })).rejects.toMatchObject({ code: 101 });
  });
});
