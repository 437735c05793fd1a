import type { ExpressionNode } from '@wenxian/domain';
import type { Dataset } from '../data/dataset';
import { evaluate, type Hits } from './evaluate';
import type { LiteratureIndex } from './searchIndex';
import { segmentWords } from './tokenize';

/**
 * A natural question ("微塑料对土壤生态的影响有哪些研究？") reduced to what it asks about. Every word of it is
 * rarely in one record, so searching it as typed finds nothing. The corpus's own terms (its keywords: research
 * objects, methods, aspects) are matched longest first in the question, so 微塑料 stays one term where a word
 * segmenter splits it into 微 + 塑料; the words between them are segmented and kept, less the words that ask.
 * scripts/measure-question-terms.mjs compares this with jieba and Intl.Segmenter alone (docs/decisions/simulation.md).
 */
export type QuestionTerms = {
  /** Terms of the corpus's vocabulary: what the question is about (a record must match them). */
  topics: string[];
  /** Other meaningful words: they rank the records that match the topics. */
  words: string[];
};

/** Words that ask rather than say what is asked about. */
export const askingWords: ReadonlySet<string> = new Set([
  '哪些',
  '有',
  '什么',
  '如何',
  '怎样',
  '怎么',
  '是否',
  '有没有',
  '为什么',
  '吗',
  '呢',
  '请问',
  '介绍',
  '一下',
  '目前',
  '关于',
  '方面',
  '相关',
  '研究',
  '进展',
  '情况',
  '哪',
  '些',
  '主要',
  '国内外',
  '最新',
  '文献',
  '论文',
]);
/** A text that asks: a question mark or a word that asks. */
const ASKS = /[？?]|哪些|什么|如何|怎样|怎么|是否|有没有|为什么|吗$|呢$/;

export function isQuestion(text: string): boolean {
  return ASKS.test(text.trim());
}

type Vocabulary = { terms: ReadonlySet<string>; longest: number };
const vocabularies = new WeakMap<Dataset, Vocabulary>();

/** The corpus's terms (keywords and subject names), lower-cased, built once per dataset. */
function vocabularyOf(dataset: Dataset): Vocabulary {
  const known = vocabularies.get(dataset);
  if (known) return known;
  const terms = new Set<string>();
  for (const record of dataset.literature) for (const keyword of record.keywords) terms.add(keyword.toLowerCase());
  for (const subject of dataset.subjects) terms.add(subject.name.toLowerCase());
  let longest = 0;
  for (const term of terms) longest = Math.max(longest, term.length);
  const vocabulary = { terms, longest };
  vocabularies.set(dataset, vocabulary);
  return vocabulary;
}

/** The question's topics (longest vocabulary matches, left to right) and its other meaningful words. */
export function questionTerms(dataset: Dataset, question: string): QuestionTerms {
  const { terms, longest } = vocabularyOf(dataset);
  const text = question.toLowerCase();
  const topics: string[] = [];
  const rest: string[] = [];
  let pending = '';
  for (let i = 0; i < text.length;) {
    let found = '';
    for (let length = Math.min(longest, text.length - i); length >= 2; length -= 1) {
      const candidate = text.slice(i, i + length);
      if (terms.has(candidate)) {
        found = candidate;
        break;
      }
    }
    if (found) {
      topics.push(found);
      rest.push(pending);
      pending = '';
      i += found.length;
    } else {
      pending += text[i] ?? '';
      i += 1;
    }
  }
  rest.push(pending);
  const words = rest
    .flatMap((piece) => segmentWords(piece))
    .filter((word) => !askingWords.has(word) && !(word.length === 1 && /[\u4e00-\u9fff]/.test(word)));
  return { topics: [...new Set(topics)], words: [...new Set(words)].filter((w) => !topics.includes(w)) };
}

function term(text: string): ExpressionNode {
  return { kind: 'term', field: 'U', text, exact: false, phrase: false };
}
function join(kind: 'and' | 'or', texts: readonly string[]): ExpressionNode | null {
  return texts
    .map(term)
    .reduce<ExpressionNode | null>((tree, node) => (tree ? { kind, left: tree, right: node } : node), null);
}

/**
 * The records a question is about: those matching all its topics (else any of them), ranked up by each of its
 * other words they also contain. A question with no corpus term is searched by any of its words.
 */
export function questionHits(index: LiteratureIndex, question: string): { hits: Hits; terms: string[] } {
  const { topics, words } = questionTerms(index.dataset, question);
  const all = join('and', topics);
  let hits: Hits = all ? evaluate(index, all) : new Map();
  if (hits.size === 0 && topics.length > 1) hits = evaluate(index, join('or', topics) as ExpressionNode);
  const ranking = join('or', words);
  if (ranking) {
    const extra = evaluate(index, ranking);
    if (topics.length === 0) hits = extra;
    else for (const [id, score] of hits) hits.set(id, score + (extra.get(id) ?? 0));
  }
  return { hits, terms: [...topics, ...words] };
}
