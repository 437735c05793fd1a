import type { Dataset } from '../data/dataset';
import { titleWords } from '../data/literatureTables';
import { englishTerms } from '../data/vocabularyEn';

/**
 * The assistant's 翻译 (doc 001 §7 fanyi) without a language model: the corpus is written in known sentence
 * patterns (the title and abstract templates of data/vocabulary.ts and their English in vocabularyEn.ts) over a
 * known vocabulary (every research object, method, aspect and region has its English), so a sentence of the
 * corpus's language is translated whole — pattern and terms — in either direction: Chinese to English, English
 * to Chinese. A term the vocabulary does not know stays as written inside the translated sentence.
 */

/** A pattern: literal text with {x}, {y}, {z} slots, each one term; `{Y}` in English is the term capitalised. */
type Pattern = readonly [zh: string, en: string];

/** Whole sentences and clauses of the corpus (its title and abstract templates), most specific first. */
const sentencePatterns: readonly Pattern[] = [
  ['基于{x}的{y}{z}研究', '{Z} of {y} based on {x}'],
  ['{x}的{y}：基于{z}的分析', '{Y} of {x}: an analysis based on {z}'],
  ['{x}在{y}中的应用研究', 'Research on the application of {x} to {y}'],
  ['{x}在{y}中的应用', 'Application of {x} to {y}'],
  ['{x}对{y}的影响研究', 'The impact of {x} on {y}'],
  ['{x}对{y}的影响', 'The impact of {x} on {y}'],
  ['新时代{x}的{y}探析', '{Y} of {x} in the new era'],
  ['{x}{y}的{z}研究', '{Y} of {x}: a study using {z}'],
  ['面向{x}的{y}方法', 'A {y} approach to {x}'],
  ['基于{x}的{y}研究', 'Research on {y} based on {x}'],
  ['基于{x}的{y}', '{Y} based on {x}'],
  ['{x}{y}{z}研究', '{Z} of {y} in {x}'],
  ['{x}的{y}研究', 'Research on the {y} of {x}'],
  ['{x}与{y}的关系', 'The relationship between {x} and {y}'],
  ['{x}研究进展', 'Advances in {x}'],
  ['{x}研究', 'Research on {x}'],
  // Abstract sentences.
  ['为探讨{x}的{y}', 'To explore the {y} of {x}'],
  ['针对{x}中存在的突出问题', 'Addressing pressing problems in {x}'],
  ['为提高{x}的研究水平', 'To advance research on {x}'],
  ['围绕{x}这一热点问题', 'Focusing on {x} as a topical issue'],
  ['本文采用{x}', 'this paper applies {x}'],
  ['研究以{x}为例', 'this study takes {x} as a case'],
  ['运用{x}', 'applies {x}'],
  ['基于{x}构建分析框架', 'this paper builds an analytical framework on {x}'],
  ['结合{x}与实地调研数据', 'this study combines {x} with field survey data'],
  ['系统分析了{x}的{y}', 'systematically analyzes the {y} of {x}'],
  ['考察了{x}与{y}之间的关系', 'examines the relationship between {x} and {y}'],
  ['对{x}的{y}进行了深入研究', 'investigates the {y} of {x} in depth'],
  ['建立了{x}的综合评价模型', 'establishes a comprehensive evaluation model of {x}'],
  ['结果表明，{x}能够有效揭示{y}的内在规律', 'The results show that {x} reveals the underlying patterns of {y}'],
  ['研究发现，{x}对{y}具有显著的正向影响', 'The study finds a significant positive effect of {x} on {y}'],
  ['实验结果表明，所提方法在{x}上取得了较好效果', 'Experiments show that the proposed approach performs well on {x}'],
  [
    '结果显示，{x}{y}整体呈上升趋势，区域差异明显',
    'The results show an overall upward trend of {y} in {x}, with marked regional differences',
  ],
  ['研究结论可为{x}的{y}提供参考', 'The findings offer a reference for the {y} of {x}'],
  ['最后提出了推进{x}的对策建议', 'Finally, countermeasures to advance {x} are proposed'],
  ['本研究对{x}具有一定的借鉴意义', 'The study offers lessons for {x}'],
  // Titles of the other literature types.
  ['一种用于{x}的{y}', 'A {y} for {x}'],
  ['关于推进{x}的{y}', '{Y} promoting {x}'],
  // Phrases.
  ['{x}的{y}', 'the {y} of {x}'],
  ['{x}与{y}', '{x} and {y}'],
  ['{x}和{y}', '{x} and {y}'],
  ['{x}{y}', '{x} {y}'],
];

/** Research words beyond the vocabulary's terms that the patterns' slots take. */
const glossary: Readonly<Record<string, string>> = {
  机器学习: 'machine learning',
  神经网络: 'neural networks',
  人工智能: 'artificial intelligence',
  研究: 'research',
  方法: 'methods',
  模型: 'models',
  应用: 'application',
  分析: 'analysis',
  综述: 'review',
  进展: 'advances',
  评价: 'evaluation',
  优化: 'optimization',
};

type Dictionary = { zhToEn: Map<string, string>; enToZh: Map<string, string> };
const dictionaries = new WeakMap<Dataset, Dictionary>();

function dictionaryOf(dataset: Dataset): Dictionary {
  const known = dictionaries.get(dataset);
  if (known) return known;
  const zhToEn = new Map<string, string>(Object.entries({ ...glossary, ...englishTerms }));
  for (const group of Object.values(titleWords)) for (const [zh, en] of group) zhToEn.set(zh, en.toLowerCase());
  for (const journal of dataset.journals) if (journal.nameEn) zhToEn.set(journal.name, journal.nameEn);
  const enToZh = new Map<string, string>();
  for (const [zh, en] of zhToEn) {
    const key = en.toLowerCase();
    if (!enToZh.has(key)) enToZh.set(key, zh);
    // "the Internet of Things", "a difference-in-differences model": also without the article.
    const bare = key.replace(/^(the|a|an) /, '');
    if (!enToZh.has(bare)) enToZh.set(bare, zh);
  }
  const dictionary = { zhToEn, enToZh };
  dictionaries.set(dataset, dictionary);
  return dictionary;
}

type Piece = { literal: string } | { slot: string };
function piecesOf(pattern: string): Piece[] {
  return pattern
    .split(/(\{[a-zA-Z]\})/)
    .filter(Boolean)
    .map((p) => (/^\{[a-zA-Z]\}$/.test(p) ? { slot: p.slice(1, 2).toLowerCase() } : { literal: p }));
}

/**
 * Matches a text against a pattern whose slots each take one known term (`term` answers its translation or
 * null): every split is tried, so adjacent slots ({x}{y}) find the terms they are made of.
 */
function match(
  text: string,
  pieces: readonly Piece[],
  term: (value: string) => string | null,
  bound: Record<string, string> = {},
): Record<string, string> | null {
  const [first, ...rest] = pieces;
  if (!first) return text.length === 0 ? bound : null;
  if ('literal' in first)
    return text.startsWith(first.literal) ? match(text.slice(first.literal.length), rest, term, bound) : null;
  for (let end = text.length; end >= 1; end -= 1) {
    const value = text.slice(0, end).trim();
    // A slot holds a term, never a clause (a comma ends it).
    const translated = value && !/[,，;；]/.test(value) ? term(value) : null;
    if (translated === null) continue;
    const found = match(text.slice(end), rest, term, { ...bound, [first.slot]: translated });
    if (found) return found;
  }
  return null;
}

const zhPieces = new Map(sentencePatterns.map(([zh]) => [zh, piecesOf(zh)]));
const enPieces = new Map(sentencePatterns.map(([, en]) => [en, piecesOf(en.toLowerCase())]));

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{([a-zA-Z])\}/g, (_, slot: string) => {
    const value = values[slot.toLowerCase()] ?? '';
    return slot === slot.toUpperCase() ? capitalize(value) : value;
  });
}

/** One clause in Chinese: a pattern of known terms, else a known term, else as written. */
/** Slots nest (a slot's term may itself be 甲的乙) at most this deep. */
const MAX_DEPTH = 2;
type Memo = Map<string, string | null>;

function clauseToEnglish(clause: string, zhToEn: Map<string, string>, memo: Memo, depth = 0): string | null {
  const direct = zhToEn.get(clause);
  if (direct) return direct;
  if (depth > MAX_DEPTH) return null;
  const key = `${depth}|${clause}`;
  if (memo.has(key)) return memo.get(key) ?? null;
  const term = (value: string) => clauseToEnglish(value, zhToEn, memo, depth + 1);
  let out: string | null = null;
  for (const [zh, en] of sentencePatterns) {
    const values = match(clause, zhPieces.get(zh) ?? [], term);
    if (values) {
      out = fillPattern(en, values);
      break;
    }
  }
  memo.set(key, out);
  return out;
}

function clauseToChinese(clause: string, enToZh: Map<string, string>, memo: Memo, depth = 0): string | null {
  const lowered = clause.toLowerCase();
  const direct = enToZh.get(lowered) ?? enToZh.get(lowered.replace(/^(the|a|an) /, ''));
  if (direct) return direct;
  if (depth > MAX_DEPTH) return null;
  const key = `${depth}|${lowered}`;
  if (memo.has(key)) return memo.get(key) ?? null;
  const term = (value: string) => clauseToChinese(value, enToZh, memo, depth + 1);
  let out: string | null = null;
  for (const [zh, en] of sentencePatterns) {
    const values = match(lowered, enPieces.get(en) ?? [], term);
    if (values) {
      out = fillPattern(zh, values);
      break;
    }
  }
  memo.set(key, out);
  return out;
}

const HAN = /[\u4e00-\u9fff]/;
/** The abstract patterns' verb phrases (运用…, 系统分析了…): they continue the clause before them. */
const VERB_PHRASE = /^(applies|systematically analyzes|examines|investigates|establishes|this (paper|study) )/;

/** The direction of a text: Chinese text goes to English, any other to Chinese. */
function translationTarget(text: string): 'en' | 'zh' {
  return HAN.test(text) ? 'en' : 'zh';
}

function toEnglish(text: string, zhToEn: Map<string, string>): string {
  const memo: Memo = new Map();
  return text
    .split(/(?<=[。！？\n])/)
    .map((sentence) => {
      const body = sentence.replace(/[。！？\s]+$/, '');
      if (!body) return sentence;
      const end = /[？]$/.test(sentence.trim()) ? '?' : '.';
      const whole = clauseToEnglish(body, zhToEn, memo);
      if (whole) return `${capitalize(whole)}${end}`;
      // Clause by clause; the last of a run of verb phrases (运用…，建立了…) joins the one before with "and".
      const clauses = body.split(/[，,；;]/).filter(Boolean);
      const out = clauses.map((c) => clauseToEnglish(c.trim(), zhToEn, memo) ?? c.trim());
      const joined = out.reduce((all, clause, i) => {
        if (i === 0) return clause;
        const last = i === out.length - 1;
        return `${all}${last && VERB_PHRASE.test(clause) && VERB_PHRASE.test(out[i - 1] ?? '') ? ' and' : ','} ${clause}`;
      }, '');
      return `${capitalize(joined)}${end}`;
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function toChinese(text: string, enToZh: Map<string, string>): string {
  const memo: Memo = new Map();
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      const body = sentence.trim().replace(/[.!?]+$/, '');
      if (!body) return '';
      const whole = clauseToChinese(body, enToZh, memo);
      if (whole) return `${whole}。`;
      const clauses = body
        .split(/,\s*|\s+and\s+(?=applies|systematically|examines|investigates|establishes)/)
        .filter(Boolean);
      return `${clauses.map((c) => clauseToChinese(c.trim(), enToZh, memo) ?? c.trim()).join('，')}。`;
    })
    .join('');
}

export function translate(dataset: Dataset, text: string, to: string): string {
  const { zhToEn, enToZh } = dictionaryOf(dataset);
  const target = to === 'zh' || to === 'en' ? to : translationTarget(text);
  return target === 'en' ? toEnglish(text.trim(), zhToEn) : toChinese(text.trim(), enToZh);
}
