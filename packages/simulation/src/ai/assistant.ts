import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { byAuthor, byKeyword, countBy, mostCited, newest } from '../handlers/analytics';
import { citedName, notCovered, relevantRecords } from './answer';

/**
 * The /rweb/chat assistant's written answers (doc 001 §7): topic analysis, research timeline, summary,
 * layered summary and summary outline. Each is computed from the corpus records the question finds, so
 * two topics get different answers and the numbers agree with /search.
 */
export type AssistantAnswer = { content: string; citations: LiteratureRecord[] };

const cite = (records: readonly LiteratureRecord[], record: LiteratureRecord) => `[${records.indexOf(record) + 1}]`;

/** The records on a topic, or the answer that says the corpus holds none (citing nothing). */
function onTopic(dataset: Dataset, topic: string): LiteratureRecord[] | AssistantAnswer {
  const { records, missing } = relevantRecords(dataset, topic);
  return records.length > 0 ? records : { content: notCovered(topic, missing), citations: [] };
}

/** Research literature (articles, theses, conference papers, reports, achievements): what a review reviews. */
const RESEARCH_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 4, 7]);
/** A topic's research records when it has a few, else all its records. */
function researchFirst(records: readonly LiteratureRecord[]): LiteratureRecord[] {
  const research = records.filter((r) => RESEARCH_TYPES.has(r.type));
  return research.length >= 3 ? research : [...records];
}
const names = (counts: readonly { name: string; count: number }[]) =>
  counts.map((c) => `${c.name}（${c.count}篇）`).join('、');

/** 主题分析: how much is published, by whom, on which sub-topics, and the most cited works. */
export function topicAnalysis(dataset: Dataset, topic: string): AssistantAnswer {
  const records = onTopic(dataset, topic);
  if (!Array.isArray(records)) return records;
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
  const found = onTopic(dataset, topic);
  if (!Array.isArray(found)) return found;
  // Five works spread over the topic's years, earliest to newest, so the timeline shows how the topic moved.
  const ordered = newest(researchFirst(found)).reverse();
  const picks = Math.min(5, ordered.length);
  const picked = [
    ...new Set(
      Array.from({ length: picks }, (_, i) => ordered[Math.round((i * (ordered.length - 1)) / Math.max(picks - 1, 1))]),
    ),
  ].filter((r): r is LiteratureRecord => r !== undefined);
  const lines = picked.map((r, i) => `${i + 1}. ${r.year} 年，${citedName(r)}发表《${r.title}》${cite(picked, r)}`);
  return { content: [`## “${topic}”研究脉络`, ...lines].join('\n'), citations: picked };
}

/**
 * 文献综述: the topic's research records grouped by the keyword they share, each group naming its works by their
 * real authors (or issuing body) and years, with their citations.
 */
export function literatureSummary(dataset: Dataset, topic: string, layered: boolean): AssistantAnswer {
  const found = onTopic(dataset, topic);
  if (!Array.isArray(found)) return found;
  const records = researchFirst(found).slice(0, layered ? 12 : 6);
  const topicWords = new Set(topic.split(/\s+/));
  const groups = countBy(records, byKeyword, 12)
    .filter((k) => !topicWords.has(k.name) && !topic.includes(k.name))
    .slice(0, layered ? 4 : 2);
  const works = (members: readonly LiteratureRecord[]) =>
    members.map((r) => `${citedName(r)}（${r.year}）${cite(records, r)}`).join('、');
  const sections = groups.map((group, i) => {
    const members = records.filter((r) => r.keywords.includes(group.name));
    return `${layered ? `### ${i + 1}. ${group.name}\n` : ''}围绕“${group.name}”的研究有 ${members.length} 项：${works(members)}。`;
  });
  const grouped = new Set(groups.map((g) => g.name));
  const others = records.filter((r) => !r.keywords.some((k) => grouped.has(k)));
  if (others.length > 0) sections.push(`${layered ? '### 其他研究\n' : ''}此外，${works(others)}也讨论了这一主题。`);
  const years = records.map((r) => r.year);
  const content = [
    `## “${topic}”文献综述`,
    `本综述基于平台收录的 ${records.length} 篇相关文献（${Math.min(...years)}—${Math.max(...years)} 年）。`,
    ...sections,
  ].join('\n\n');
  return { content, citations: records };
}

/** 综述提纲: the summary's outline, one section per sub-topic. */
export function summaryOutline(dataset: Dataset, topic: string): AssistantAnswer {
  const records = onTopic(dataset, topic);
  if (!Array.isArray(records)) return records;
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
