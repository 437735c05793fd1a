import type { Dataset } from '../data/dataset';
import { askingWords, questionTerms } from '../search/question';
import { segmentWords } from '../search/tokenize';

/**
 * The assistant's 提取关键词 (doc 001 §7 getChatKeyWord): the text's terms, whole. The corpus's own terms (every
 * keyword and subject name) are the segmenter's dictionary, matched longest first (search/question.ts), so
 * 基于深度学习的图像识别方法 gives 深度学习 and 图像识别, not 深度 / 学习 / 图像 / 识别; words outside the
 * dictionary are kept when they carry meaning (two characters or more, not a word that frames the sentence).
 */
const framingWords: ReadonlySet<string> = new Set([
  '基于',
  '方法',
  '研究',
  '分析',
  '应用',
  '问题',
  '探讨',
  '探析',
  '影响',
  '对策',
  '策略',
  '路径',
  '面向',
  '新时代',
  '我们',
  '提出',
  '本文',
  '促进',
  '提高',
  '提升',
  '推动',
  '中的',
  '中有',
]);

const KEYWORDS_MAX = 8;

export function extractKeywords(dataset: Dataset, text: string): string[] {
  const { topics } = questionTerms(dataset, text);
  // The words between the terms, in the order they stand, as the segmenter finds them.
  let rest = text.toLowerCase();
  for (const topic of topics) rest = rest.split(topic).join('，');
  const others = segmentWords(rest).filter((w) => [...w].length >= 2 && !framingWords.has(w) && !askingWords.has(w));
  return [...new Set([...topics, ...others])].slice(0, KEYWORDS_MAX);
}
