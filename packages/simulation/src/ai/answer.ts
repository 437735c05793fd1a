import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { searchLiterature } from '../search/engine';
import { questionTerms } from '../search/question';
import { SimulatedError } from '../errors';

/**
 * The AI assistant's answer to a question: it searches the corpus like /search does, keeps the records that hold
 * everything the question is about, and writes a short review citing them as [1], [2]... Each sentence says
 * only what its record supports (a paper's finding, a regulation's issuer and subject, a standard's drafter…);
 * when the corpus holds nothing on the question, the answer says so and cites nothing. A regeneration takes the
 * next records of the same search, so a new answer reads differently but stays grounded in the corpus.
 */
export type ComposedAnswer = { content: string; citations: LiteratureRecord[] };

const CITED_PER_ANSWER = 4;

/**
 * Words of a question that say how it asks, not what about (应用 of 深度学习在X中的应用, 影响 of X对Y的影响), and
 * the people its topic concerns: a record need not contain them to be on the question's subject.
 */
const framingWords: ReadonlySet<string> = new Set([
  '应用',
  '影响',
  '作用',
  '方法',
  '技术',
  '提高',
  '提升',
  '促进',
  '推动',
  '特色',
  '特点',
  '问题',
  '现状',
  '趋势',
  '发展',
  '效果',
  '因素',
  '来源',
  '控制',
  '融入',
  '驱动',
  '背景',
  '下',
  '领域',
  '方向',
  '策略',
  '路径',
  '机制',
  '作用机制',
  '意义',
  '价值',
  // The people a topic concerns: every study of 双减政策 is about 学生 without saying so.
  '学生',
  '教师',
  '患者',
  '居民',
  '农民',
  '儿童',
  '企业',
  '我国',
  '中国',
]);

/** Pieces the word segmenter leaves of a question's grammar (深度学习在图像识别中有哪些…: 中有). */
const grammarPieces: ReadonlySet<string> = new Set(['中有', '中的', '之中', '当中', '是', '有', '的']);

const texts = new WeakMap<LiteratureRecord, string>();
function textOf(record: LiteratureRecord): string {
  let text = texts.get(record);
  if (text === undefined)
    texts.set(record, (text = `${record.title}|${record.keywords.join('|')}|${record.abstract}`.toLowerCase()));
  return text;
}

/** Whether a record holds every word of a subject (title, keywords or abstract). */
function holdsSubject(record: LiteratureRecord, subject: readonly string[]): boolean {
  const text = textOf(record);
  return subject.every((term) => text.includes(term.toLowerCase()));
}

const corpusWords = new WeakMap<Dataset, Map<string, boolean>>();
/** Whether any record of the corpus holds the word at all. */
function corpusHolds(dataset: Dataset, word: string): boolean {
  let known = corpusWords.get(dataset);
  if (!known) corpusWords.set(dataset, (known = new Map()));
  let held = known.get(word);
  if (held === undefined) known.set(word, (held = dataset.literature.some((r) => holdsSubject(r, [word]))));
  return held;
}

/**
 * What a question is about: its corpus terms (topics), which a cited record must hold, and its other words less
 * those that frame the asking, which rank the records holding them first.
 */
function questionSubject(dataset: Dataset, question: string): { topics: string[]; words: string[] } {
  const { topics, words } = questionTerms(dataset, question);
  return { topics, words: words.filter((w) => !framingWords.has(w) && !grammarPieces.has(w)) };
}

/**
 * The corpus records a question is about, best first: the site's search of it, which reduces a question to its
 * terms (search/question.ts); a bare topic ("微塑料") is searched as it is.
 */
function relatedRecords(dataset: Dataset, question: string): LiteratureRecord[] {
  try {
    // The assistant is asked in sentences, questions or not ("微塑料 土壤生态 影响"): always by terms.
    const result = searchLiterature(dataset, {
      conditions: [{ searchField: 'U', content: question }],
      size: 100,
      aggs: [],
      byTerms: true,
    });
    return result.hits.map((h) => h.record);
  } catch (error) {
    if (!(error instanceof SimulatedError)) throw error;
    return [];
  }
}

/** The records an answer may cite, what they hold and what the corpus lacks. */
export type Relevance = {
  records: LiteratureRecord[];
  /** The question's corpus terms. */
  topics: string[];
  /** Fewer than three records hold all topics: the others hold one of them each. */
  partial: boolean;
  /** Words of the question the corpus does not hold (then no record is cited). */
  missing: string[];
};

/**
 * The records a question is about. A word of the question that no record holds (医学影像's 影像) means the corpus
 * does not cover it: nothing is cited. Otherwise a record must hold every corpus term of the question (or, with
 * none, every word), and those holding more of the other words come first; when fewer than three hold all the
 * terms, records holding one of them follow, and the answer says which is which.
 */
export function relevantRecords(dataset: Dataset, question: string): Relevance {
  const { topics, words } = questionSubject(dataset, question);
  const none = (missing: string[]): Relevance => ({ records: [], topics, partial: false, missing });
  const absent = [...topics, ...words].filter((w) => !corpusHolds(dataset, w));
  if (absent.length > 0) return none(absent);
  const required = topics.length > 0 ? topics : words;
  if (required.length === 0) return none([]);
  const found = relatedRecords(dataset, question);
  const heldWords = (r: LiteratureRecord) => words.filter((w) => holdsSubject(r, [w])).length;
  const records = found
    .filter((r) => holdsSubject(r, required))
    .map((record, order) => ({ record, order, held: heldWords(record) }))
    .sort((a, b) => b.held - a.held || a.order - b.order)
    .map((x) => x.record);
  if (records.length >= 3 || topics.length < 2) {
    const missing = records.length > 0 ? [] : required.filter((t) => !found.some((r) => holdsSubject(r, [t])));
    return { records, topics, partial: false, missing };
  }
  const some = found.filter((r) => !records.includes(r) && topics.some((t) => holdsSubject(r, [t])));
  return { records: [...records, ...some], topics, partial: true, missing: [] };
}

/** What an answer says when the corpus holds nothing on the question: no source is cited for it. */
export function notCovered(question: string, missing: readonly string[]): string {
  const gap =
    missing.length > 0
      ? `平台收录的文献中没有涉及${missing.map((m) => `“${m}”`).join('、')}的研究`
      : '平台收录的文献中没有同时涉及这些方面的研究';
  return `${gap}，因此无法依据文献回答“${question}”。请换用平台收录领域的研究对象或方法提问，或到检索页查看相近主题的文献。`;
}

/** Who wrote or issued a record, as a citation names it: 张三等, 张三, or the issuing body. */
export function citedName(record: LiteratureRecord): string {
  const [first, ...others] = record.authors;
  if (first) return others.length > 0 ? `${first.name}等` : first.name;
  return record.source ?? record.journalName ?? '佚名';
}

/** The result sentence of a paper's abstract (the one after 结果表明/研究发现…), which is what it found. */
function finding(record: LiteratureRecord): string | null {
  const sentences = record.abstract.split('。').filter(Boolean);
  const result = sentences.find((s) => /^(结果表明|研究发现|实验结果表明|结果显示)，/.test(s));
  return result ? result.replace(/^(结果表明|研究发现|实验结果表明|结果显示)，/, '') : null;
}

/**
 * One sentence a record supports, in the way its kind is cited: a paper by what it found, a regulation or
 * policy by its issuer and subject (never as a finding), a standard by its drafter, a patent by what it
 * discloses, a newspaper article by its paper.
 */
function citedStatement(record: LiteratureRecord, n: number): string {
  const who = citedName(record);
  const subject = record.keywords[0] ?? record.title;
  switch (record.type) {
    case 8:
      return `${who}于 ${record.year} 年发布的法规《${record.title}》对${subject}作出了规定[${n}]。`;
    case 51:
      return `${who}于 ${record.year} 年印发的政策文件《${record.title}》对${subject}提出了要求[${n}]。`;
    case 6:
      return `标准《${record.title}》（${who}，${record.year}）规定了${subject}的相关技术要求[${n}]。`;
    case 5:
      return `专利《${record.title}》（${who}，${record.year}）公开了一项用于${subject}的技术方案[${n}]。`;
    case 18:
      return `${record.source ?? who}（${record.year}）以《${record.title}》为题报道了${subject}的进展[${n}]。`;
    default: {
      const result = finding(record);
      return result
        ? `${who}（${record.year}）在《${record.title}》中发现：${result}[${n}]。`
        : `${who}（${record.year}）在《${record.title}》中研究了${subject}[${n}]。`;
    }
  }
}

export function composeAnswer(dataset: Dataset, question: string, attempt = 0): ComposedAnswer {
  const { records, topics, partial, missing } = relevantRecords(dataset, question);
  if (records.length === 0) return { content: notCovered(question, missing), citations: [] };
  const start = (attempt * CITED_PER_ANSWER) % records.length;
  const cited = records.slice(start, start + CITED_PER_ANSWER);
  const years = records.map((r) => r.year);
  const openings = ['根据平台收录的文献，', '综合检索到的相关文献，', '从平台收录的文献来看，'];
  const opening = openings[attempt % openings.length] ?? '';
  const both = records.filter((r) => holdsSubject(r, topics)).length;
  const scope = partial
    ? `同时涉及${topics.map((t) => `“${t}”`).join('与')}的文献仅 ${both} 篇，其余所引文献只涉及其中一个方面。以下是 ${cited.length} 篇的要点：`
    : `与“${question}”直接相关的文献共 ${records.length} 篇（${Math.min(...years)}—${Math.max(...years)} 年），以下是其中 ${cited.length} 篇的要点：`;
  const content = [
    `${opening}${scope}`,
    ...cited.map((r, i) => `${i + 1}. ${citedStatement(r, i + 1)}`),
    // A blank line ends the numbered list in markdown, so the closing line is its own paragraph.
    '',
    '以上内容均出自所引文献，可点击文末参考文献查看原文。',
  ].join('\n');
  return { content, citations: cited };
}
