import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { searchLiterature } from '../search/engine';
import { SimulatedError } from '../errors';

/**
 * The AI assistant's answer to a question: it searches the corpus like /search does and writes a short
 * review that cites the records it found as [1], [2]... A regeneration takes the next records of the
 * same search, so a new answer reads differently but stays grounded in the corpus.
 */
export type ComposedAnswer = { content: string; citations: LiteratureRecord[] };

const CITED_PER_ANSWER = 4;

function findings(record: LiteratureRecord): string {
  // The result sentence of a generated abstract (the 4th of five) is the finding worth quoting.
  const sentences = record.abstract.split('。').filter(Boolean);
  return (sentences[sentences.length - 2] ?? sentences[0] ?? record.title).replace(
    /^(结果表明|研究发现|实验结果表明|结果显示)，/,
    '',
  );
}

/**
 * The corpus records a question is about, best first: the site's search of it, which reduces a question to its
 * terms (search/question.ts); a bare topic ("微塑料") is searched as it is.
 */
export function relatedRecords(dataset: Dataset, question: string): LiteratureRecord[] {
  try {
    // The assistant is asked in sentences, questions or not ("微塑料 土壤生态 影响"): always by terms.
    const result = searchLiterature(dataset, {
      conditions: [{ searchField: 'U', content: question }],
      size: 40,
      aggs: [],
      byTerms: true,
    });
    return result.hits.map((h) => h.record);
  } catch (error) {
    if (!(error instanceof SimulatedError)) throw error;
    return [];
  }
}

export function composeAnswer(dataset: Dataset, question: string, attempt = 0): ComposedAnswer {
  const hits = relatedRecords(dataset, question);
  const start = (attempt * CITED_PER_ANSWER) % Math.max(hits.length, 1);
  const cited = hits.slice(start, start + CITED_PER_ANSWER);
  if (cited.length === 0) {
    return {
      content: `未检索到与“${question}”直接相关的文献。建议换用更具体的研究对象或方法作为关键词，例如学科术语或研究方法名称。`,
      citations: [],
    };
  }
  const lines = cited.map(
    (r, i) =>
      `${i + 1}. ${r.authors[0]?.name ?? r.source ?? '相关研究'}等（${r.year}）在《${r.title}》中指出：${findings(r)}[${i + 1}]。`,
  );
  const openings = ['根据平台收录的文献，', '综合检索到的相关研究，', '从现有文献来看，'];
  const content = [
    `${openings[attempt % openings.length] ?? ''}关于“${question}”的研究可以概括为以下几点：`,
    ...lines,
    // A blank line ends the numbered list in markdown, so the conclusion is its own paragraph.
    '',
    `总体而言，相关研究以${cited[0]?.keywords[1] ?? '实证分析'}等方法为主，近年发文量持续增长。可点击文末参考文献查看原文。`,
  ].join('\n');
  return { content, citations: cited };
}
