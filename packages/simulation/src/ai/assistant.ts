import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { byAuthor, byKeyword, countBy, mostCited, newest } from '../handlers/analytics';
import { relatedRecords } from './answer';

/**
 * The /rweb/chat assistant's written answers (doc 001 §7): topic analysis, research timeline, summary,
 * layered summary and summary outline. Each is computed from the corpus records the question finds, so
 * two topics get different answers and the numbers agree with /search.
 */
export type AssistantAnswer = { content: string; citations: LiteratureRecord[] };

const cite = (records: readonly LiteratureRecord[], record: LiteratureRecord) => `[${records.indexOf(record) + 1}]`;
const none = (topic: string): AssistantAnswer => ({
  content: `未检索到与“${topic}”相关的文献，请换用更具体的研究对象或方法。`,
  citations: [],
});
const names = (counts: readonly { name: string; count: number }[]) =>
  counts.map((c) => `${c.name}（${c.count}篇）`).join('、');

/** 主题分析: how much is published, by whom, on which sub-topics, and the most cited works. */
export function topicAnalysis(dataset: Dataset, topic: string): AssistantAnswer {
  const records = relatedRecords(dataset, topic);
  if (records.length === 0) return none(topic);
  const years = records.map((r) => r.year);
  const cited = mostCited(records).slice(0, 3);
  const keywords = countBy(records, byKeyword, 6).filter((k) => k.name !== topic);
  const content = [
    `## “${topic}”主题分析`,
    `- 相关文献：${records.length} 篇，发表于 ${Math.min(...years)}—${Math.max(...years)} 年`,
    `- 高频关键词：${names(keywords.slice(0, 5))}`,
    `- 主要作者：${names(countBy(records, byAuthor, 3))}`,
    `- 高被引文献：${cited.map((r) => `《${r.title}》（被引 ${r.citedCount} 次）${cite(cited, r)}`).join('；')}`,
  ].join('\n');
  return { content, citations: cited };
}

/** 研究脉络: the topic's works in time order, earliest to newest. */
export function researchTimeline(dataset: Dataset, topic: string): AssistantAnswer {
  const picked = newest(relatedRecords(dataset, topic)).slice(0, 5).reverse();
  if (picked.length === 0) return none(topic);
  const lines = picked.map(
    (r, i) => `${i + 1}. ${r.year} 年，${r.authors[0]?.name ?? '研究者'}等发表《${r.title}》${cite(picked, r)}`,
  );
  return { content: [`## “${topic}”研究脉络`, ...lines].join('\n'), citations: picked };
}

/** 文献综述: works grouped by the keyword they share, each group summarised with its citations. */
export function literatureSummary(dataset: Dataset, topic: string, layered: boolean): AssistantAnswer {
  const records = relatedRecords(dataset, topic).slice(0, layered ? 12 : 6);
  if (records.length === 0) return none(topic);
  const groups = countBy(records, byKeyword, layered ? 4 : 2).filter((k) => k.name !== topic);
  const sections = groups.map((group, i) => {
    const members = records.filter((r) => r.keywords.includes(group.name));
    const cites = members.map((r) => cite(records, r)).join('');
    return `${layered ? `### ${i + 1}. ${group.name}\n` : ''}围绕“${group.name}”，${members.length} 项研究${members[0] ? `（如${members[0].authors[0]?.name ?? '相关作者'}，${members[0].year}）` : ''}展开了探讨${cites}。`;
  });
  const content = [`## “${topic}”文献综述`, `本综述基于平台收录的 ${records.length} 篇相关文献。`, ...sections].join(
    '\n\n',
  );
  return { content, citations: records };
}

/** 综述提纲: the summary's outline, one section per sub-topic. */
export function summaryOutline(dataset: Dataset, topic: string): AssistantAnswer {
  const records = relatedRecords(dataset, topic);
  if (records.length === 0) return none(topic);
  const groups = countBy(records, byKeyword, 5).filter((k) => k.name !== topic);
  const content = [
    `## “${topic}”综述提纲`,
    '1. 引言：研究背景与意义',
    ...groups.map((g, i) => `${i + 2}. ${g.name}相关研究（${g.count} 篇）`),
    `${groups.length + 2}. 总结与展望`,
  ].join('\n');
  return { content, citations: [] };
}

/** Parses comma-separated chart data: the first row names the columns, the first column the categories. */
export function chartOfCsv(text: string): { categories: string[]; series: { name: string; data: number[] }[] } | null {
  const rows = text
    .split(/\r?\n/)
    .map((l) => l.split(/[,，\t]/).map((c) => c.trim()))
    .filter((r) => r.some(Boolean));
  const [head, ...body] = rows;
  if (!head || head.length < 2 || body.length === 0) return null;
  const series = head.slice(1).map((name, column) => ({ name, data: body.map((r) => Number(r[column + 1])) }));
  if (series.some((s) => s.data.some((v) => !Number.isFinite(v)))) return null;
  return { categories: body.map((r) => r[0] ?? ''), series };
}

/** What a chart says in words: each series' range and its largest category. */
export function describeChart(chart: NonNullable<ReturnType<typeof chartOfCsv>>): string {
  return chart.series
    .map((s) => {
      const top = s.data.indexOf(Math.max(...s.data));
      return `- ${s.name}：最小 ${Math.min(...s.data)}，最大 ${Math.max(...s.data)}（${chart.categories[top] ?? ''}），合计 ${s.data.reduce((a, b) => a + b, 0)}`;
    })
    .join('\n');
}
