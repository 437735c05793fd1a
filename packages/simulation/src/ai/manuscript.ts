import type { Dataset } from '../data/dataset';
import type { JournalRecord, LiteratureRecord } from '../data/types';
import { distinctWords } from '../search/tokenize';
import type { ManuscriptText } from './manuscriptFile';

/**
 * Journal recommendation for a manuscript. The manuscript's terms are its keywords (whole phrases such as
 * 图神经网络), or the content words of its title when it has none. A journal's 匹配度 (0–100) adds up how well it
 * fits: how much it publishes on each of those terms (40: a term counts in full when three of its articles' titles
 * or keywords hold it), whether it is a journal of the manuscript's field — the discipline most of the articles
 * sharing its terms belong to (20) —, how many of its articles share them (15, full at 15 articles) and the index
 * lists it is in (25: the core lists SCIE, SSCI, AHCI, EI, CSSCI, CSCD and 北大核心 count one each, the others a
 * half, full at three). Journals are ranked by it, then by the number of matching articles.
 */
export type JournalMatch = {
  journal: JournalRecord;
  score: number;
  matchedTerms: string[];
  matchingArticles: number;
  /** The journal is of the manuscript's field. */
  fieldMatch: boolean;
};

/** The four parts of the 匹配度 and their points; the report's caption (aiLabels.prequalification.journalScoreHint) names them. */
export const MANUSCRIPT_SCORE_WEIGHTS = { terms: 40, field: 20, articles: 15, tags: 25 } as const;
const WEIGHT = MANUSCRIPT_SCORE_WEIGHTS;
export const FULL_TERM_ARTICLES = 3;
export const FULL_ARTICLES = 15;
export const FULL_TAGS = 3;
/** Index lists that make a journal a core journal (each counts one); any other list counts a half. */
const CORE_TAGS: ReadonlySet<string> = new Set(['SCIE', 'SSCI', 'AHCI', 'EI', 'CSSCI', 'CSCD', 'BDHX']);
const tagWeight = (tags: readonly string[]) => tags.reduce((sum, t) => sum + (CORE_TAGS.has(t) ? 1 : 0.5), 0);

/** Title words that say nothing about a topic. */
const GENERIC_TITLE_WORDS = new Set([
  '基于',
  '方法',
  '研究',
  '分析',
  '一种',
  '及其',
  '应用',
  '问题',
  '探讨',
  '影响',
  '对策',
  '策略',
  '路径',
  '机制',
]);

/** The terms a manuscript is about: its keywords, else its title's content words (two characters or more). */
export function manuscriptTerms(manuscript: Pick<ManuscriptText, 'title' | 'keywords'>): string[] {
  if (manuscript.keywords.length > 0) return [...new Set(manuscript.keywords)];
  return distinctWords(manuscript.title).filter((w) => [...w].length >= 2 && !GENERIC_TITLE_WORDS.has(w));
}

const textOf = (record: LiteratureRecord) => `${record.title}，${record.keywords.join('，')}`;

export function recommendJournals(dataset: Dataset, terms: readonly string[], size = 8): JournalMatch[] {
  const wanted = new Set(terms);
  if (wanted.size === 0) return [];
  const byJournal = new Map<string, { terms: Map<string, number>; articles: number }>();
  const byField = new Map<string, number>();
  for (const record of dataset.literature) {
    const text = textOf(record);
    const hits = [...wanted].filter((term) => text.includes(term));
    if (hits.length === 0) continue;
    byField.set(record.disciplineId, (byField.get(record.disciplineId) ?? 0) + hits.length);
    if (!record.journalId) continue;
    const entry = byJournal.get(record.journalId) ?? { terms: new Map<string, number>(), articles: 0 };
    for (const hit of hits) entry.terms.set(hit, (entry.terms.get(hit) ?? 0) + 1);
    entry.articles += 1;
    byJournal.set(record.journalId, entry);
  }
  const field = [...byField].sort((a, b) => b[1] - a[1])[0]?.[0];
  return [...byJournal]
    .map(([id, entry]) => {
      const journal = dataset.journalById.get(id);
      if (!journal) return null;
      const fieldMatch = journal.disciplineId === field;
      let termFit = 0;
      for (const count of entry.terms.values()) termFit += Math.min(1, count / FULL_TERM_ARTICLES);
      const score =
        WEIGHT.terms * (termFit / wanted.size) +
        WEIGHT.field * (fieldMatch ? 1 : 0) +
        WEIGHT.articles * Math.min(1, entry.articles / FULL_ARTICLES) +
        WEIGHT.tags * Math.min(1, tagWeight(journal.indexTags) / FULL_TAGS);
      return {
        journal,
        score: Math.round(score),
        matchedTerms: terms.filter((t) => entry.terms.has(t)),
        matchingArticles: entry.articles,
        fieldMatch,
      };
    })
    .filter((m): m is JournalMatch => m !== null)
    .sort(
      (a, b) =>
        b.score - a.score || b.matchingArticles - a.matchingArticles || a.journal.id.localeCompare(b.journal.id),
    )
    .slice(0, size);
}

/** Published records most like the manuscript (same-article recommendation). */
export function similarRecords(dataset: Dataset, terms: readonly string[], size = 10): LiteratureRecord[] {
  return dataset.literature
    .map((record) => ({ record, overlap: terms.filter((term) => textOf(record).includes(term)).length }))
    .filter((x) => x.overlap > 0)
    .sort((a, b) => b.overlap - a.overlap || b.record.citedCount - a.record.citedCount)
    .slice(0, size)
    .map((x) => x.record);
}

export type ManuscriptIssue = { kind: string; text: string; suggestion?: string };

/** Chinese academic journals ask for titles of at most about 20 characters (GB/T 7713.2—2022 §5.1). */
const TITLE_MAX_CHARS = 25;
const ABSTRACT_MIN_CHARS = 100;
const KEYWORDS_MIN = 3;
const KEYWORDS_MAX = 8;
const REFERENCES_MIN = 10;

/** Numbered reference entries after a 参考文献 heading: [1] … or 1. … lines. */
function referenceCount(text: string): number | null {
  const at = text.search(/^\s*参考文献\s*$/m);
  if (at < 0) return null;
  return text
    .slice(at)
    .split('\n')
    .filter((l) => /^\s*(\[\d+\]|\d+[.、])/.test(l)).length;
}

/** The check's findings, each from what the manuscript's text actually has or lacks. */
export function manuscriptIssues(manuscript: ManuscriptText): ManuscriptIssue[] {
  const issues: ManuscriptIssue[] = [];
  const titleChars = [...manuscript.title].length;
  if (titleChars > TITLE_MAX_CHARS)
    issues.push({
      kind: '格式',
      text: `题名 ${titleChars} 字，偏长`,
      suggestion: `题名宜精炼，一般不超过 ${TITLE_MAX_CHARS} 字，可用副题名补充说明`,
    });
  if (!manuscript.abstract)
    issues.push({
      kind: '结构',
      text: '未找到摘要',
      suggestion: '在题名与作者信息后添加“摘要：”段落，概括目的、方法、结果与结论',
    });
  else if ([...manuscript.abstract].length < ABSTRACT_MIN_CHARS)
    issues.push({
      kind: '内容',
      text: `摘要仅 ${[...manuscript.abstract].length} 字，信息不足`,
      suggestion: `摘要宜 ${ABSTRACT_MIN_CHARS}–300 字，写明研究方法与主要结果`,
    });
  if (manuscript.keywords.length === 0)
    issues.push({
      kind: '结构',
      text: '未找到关键词',
      suggestion: `添加“关键词：”一行，列出 ${KEYWORDS_MIN}–${KEYWORDS_MAX} 个关键词`,
    });
  else if (manuscript.keywords.length < KEYWORDS_MIN || manuscript.keywords.length > KEYWORDS_MAX)
    issues.push({
      kind: '格式',
      text: `关键词 ${manuscript.keywords.length} 个`,
      suggestion: `关键词宜 ${KEYWORDS_MIN}–${KEYWORDS_MAX} 个`,
    });
  const references = referenceCount(manuscript.text);
  if (references === null)
    issues.push({ kind: '结构', text: '未找到参考文献', suggestion: '文末添加“参考文献”并按 GB/T 7714—2015 著录' });
  else if (references < REFERENCES_MIN)
    issues.push({
      kind: '内容',
      text: `参考文献仅 ${references} 条`,
      suggestion: `学术论文参考文献一般不少于 ${REFERENCES_MIN} 条，建议补充近三年相关文献`,
    });
  return issues;
}

/** The overall comment of a report, from the findings and the best journal match. */
export function manuscriptSummary(
  manuscript: ManuscriptText,
  issues: readonly ManuscriptIssue[],
  best: JournalMatch | undefined,
): string {
  const verdict = issues.length === 0 ? '结构完整，格式规范' : `发现 ${issues.length} 处需要修改的问题`;
  const fit = best
    ? `与《${best.journal.name}》的发文主题最为接近（匹配度 ${best.score}%）`
    : '在平台收录期刊中未找到主题相近的期刊';
  return `稿件《${manuscript.title}》共 ${[...manuscript.text].length} 字，${verdict}；${fit}。`;
}
