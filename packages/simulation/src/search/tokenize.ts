import { stopWords } from '../data/vocabulary';
/**
 * Chinese tokenisation with the platform's own word segmenter (ICU dictionaries in Node and Chromium):
 * no dictionary to ship. Segmenting is the costly part of indexing, so results are cached per clause;
 * the generated corpus repeats clauses often, which keeps the whole index build well inside its budget.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const clauseCache = new Map<string, readonly string[]>();
/** Clause breaks; U+E000 (private use) separates generated pieces (see fillParts). */
const CLAUSE_SPLIT = /[，。；：、！？,.;:!?\s（）()“”"《》\uE000]+/;
/** Joins generated pieces so the tokenizer segments each piece on its own. */
export const PIECE_SEPARATOR = '\uE000';

function segmentClause(clause: string): readonly string[] {
  let words = clauseCache.get(clause);
  if (!words) {
    const out: string[] = [];
    for (const part of segmenter.segment(clause)) if (part.isWordLike) out.push(part.segment.toLowerCase());
    words = out;
    clauseCache.set(clause, words);
  }
  return words;
}

/**
 * Function words carry no meaning for retrieval; they are dropped from the index and from queries
 * (a query of nothing else answers 70007). The list is the vocabulary's stop words plus the
 * connective words of academic prose.
 */
const functionWords: ReadonlySet<string> = new Set([
  ...stopWords,
  '对',
  '为',
  '中',
  '以',
  '于',
  '其',
  '并',
  '将',
  '等',
  '该',
  '可',
  '能够',
  '具有',
  '进行',
  '通过',
  '本文',
  '结果',
  '表明',
  '一种',
  '一定',
  '之间',
  '提供',
  '对于',
  '以及',
]);

/** Meaningful words of a text, lower-cased; punctuation and function words dropped. */
export function segmentWords(text: string): string[] {
  const out: string[] = [];
  for (const clause of text.split(CLAUSE_SPLIT)) {
    if (!clause) continue;
    for (const word of segmentClause(clause)) if (!functionWords.has(word)) out.push(word);
  }
  return out;
}

/** Distinct meaningful words: what the index stores per field (presence matters, not repetition). */
export function distinctWords(text: string): string[] {
  return [...new Set(segmentWords(text))];
}
