import type { LiteratureTypeCode } from '@wenxian/domain';
import { fill, fillParts, type Random } from './random';
import { titleWords, type Pair } from './literatureTables';
import { typeSentences } from './literatureTypeText';
import { patentTermsEn } from './documentTypes/patentVocabulary';
import { newsWorkOfField, regulatedActivities, standardWordsOf } from './documentTypes/documentSubjects';
import { abstractSentences, regions, titleTemplates, type Discipline } from './vocabulary';
import { englishAbstractSentences, englishTerms, englishTitleTemplates } from './vocabularyEn';

/**
 * A record's words in both languages: the vocabulary terms drawn for it (slots), its title as its type is
 * titled, its abstract, and their English. The draws are made in a fixed order (docs/decisions/simulation.md).
 */

/** The years of the corpus, 2000 to LAST_YEAR, and the skew of the draw towards recent years. */
const YEARS = 26;
const LAST_YEAR = 2025;
const SKEW = 1.8;
/** How much the last year outgrows the year before: the growth of the years just before it. */
const LAST_YEAR_GROWTH = 1.25;
/** The share of draws at or below which the draw gives the last year (the power's steep start). */
const lastYearShare = Math.pow(1 / YEARS, 1 / SKEW);
const yearBeforeShare = Math.pow(2 / YEARS, 1 / SKEW) - lastYearShare;
/**
 * The part of the last year's draws dated earlier, spread over the other years as the draw spreads them, so
 * the last year holds LAST_YEAR_GROWTH times the year before: p0(1 − q) = g·p1·(1 + p0·q / (1 − p0)).
 */
const lastYearMoved =
  (lastYearShare - LAST_YEAR_GROWTH * yearBeforeShare) /
  (lastYearShare + (LAST_YEAR_GROWTH * yearBeforeShare * lastYearShare) / (1 - lastYearShare));

const yearOfShare = (share: number): number => LAST_YEAR - Math.floor(Math.pow(share, SKEW) * YEARS);

/**
 * Years skew recent, as publication volume does, growing smoothly: a power of one draw, whose steep start would
 * give the last year twice the year before, so part of the last year's draws is dated by the rest of the
 * distribution (the same draw, rescaled). `drawn` is the plain power's year, which a record's id carries, so ids
 * do not depend on how the years are spread; `year` is the publication year.
 */
export function pickYear(random: Random): { drawn: number; year: number } {
  const share = random.next();
  const drawn = yearOfShare(share);
  const withinLastYear = share / lastYearShare;
  if (drawn !== LAST_YEAR || withinLastYear >= lastYearMoved) return { drawn, year: drawn };
  const spread = lastYearShare + (withinLastYear / lastYearMoved) * (1 - lastYearShare);
  return { drawn, year: Math.min(LAST_YEAR - 1, yearOfShare(spread)) };
}

/** The vocabulary terms of one record: {o} object, {o2} second object, {m} method, {a} aspect, {r} region. */
export function slotsFor(random: Random, discipline: Discipline): Record<string, string> {
  const o = random.pick(discipline.objects);
  let o2 = random.pick(discipline.objects);
  if (o2 === o) o2 = discipline.objects[(discipline.objects.indexOf(o) + 1) % discipline.objects.length] ?? o;
  return { o, o2, m: random.pick(discipline.methods), a: random.pick(discipline.aspects), r: random.pick(regions) };
}

/** The English of a vocabulary term (the term itself where none is known: corpus.test.ts keeps none missing). */
export function englishOf(term: string): string {
  return englishTerms[term] ?? patentTermsEn[term] ?? term;
}

/** The English slots of the same choices; {A} is the aspect opening a title, {mb} the method without article. */
function englishSlots(slots: Record<string, string>): Record<string, string> {
  const en = Object.fromEntries(Object.entries(slots).map(([k, v]) => [k, englishOf(v)]));
  const a = en.a ?? '';
  return { ...en, A: capitalize(a), mb: (en.m ?? '').replace(/^(a|an|the) /, '') };
}
function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
/** An English title from a template: capitalised, with "a" before a vowel written "an". */
function englishTitle(template: string, en: Record<string, string>): string {
  return capitalize(fill(template, en)).replace(/^A ([aeiouAEIOU])/, 'An $1');
}

/**
 * The abstract in both languages: one sentence of each group, the same choice in each language. Research
 * papers, theses and conference papers use the research abstract (vocabulary.ts); the other types read as their
 * type is written (literatureTypeText.ts), with the record's own words in `extra` (its title, patent kind…).
 */
export function composeAbstract(
  random: Random,
  slots: Record<string, string>,
  type: LiteratureTypeCode = 1,
  extra: { zh: Record<string, string>; en: Record<string, string> } = { zh: {}, en: {} },
): { parts: string[]; en: string } {
  const en = { ...englishSlots(slots), ...extra.en };
  const zh = { ...slots, ...extra.zh };
  const groups = ['purpose', 'method', 'body', 'result', 'conclusion'] as const;
  const parts: string[] = [];
  let english = '';
  const own = typeSentences(type, extra.zh.methodPatent === '1');
  for (const group of groups) {
    if (own) {
      const [sentence, sentenceEn] = own[group][random.int(0, own[group].length - 1)] ?? ['', ''];
      parts.push(...fillParts(sentence, zh));
      english += fill(sentenceEn, en);
      continue;
    }
    const i = random.int(0, abstractSentences[group].length - 1);
    parts.push(...fillParts(abstractSentences[group][i] ?? '', zh));
    english += fill(englishAbstractSentences[group][i] ?? '', en);
  }
  return { parts, en: capitalize(english.trim()) };
}

function pickPair(random: Random, pairs: readonly Pair[]): number {
  return random.int(0, pairs.length - 1);
}
/** The items of a list from index `from` on, wrapping round. */
function rotated<T>(items: readonly T[], from: number): T[] {
  return items.map((_, k) => items[(from + k) % items.length] as T);
}

/** A title: its pieces, its English, and the word that says what the document is (装置, 方法, 管理办法, 通知…). */
export type Title = { parts: string[]; en: string; word: string };

/**
 * Title pieces per literature type, and the English title: patents, standards... are titled as such documents
 * are. The draws pick the first choice; where a record of the same type already has that title (`taken`), the
 * next choice that none has is given, so a results page never lists one title twice (only a report's yearly
 * editions share a title, with their years).
 */
export function titleFor(
  type: LiteratureTypeCode,
  random: Random,
  slots: Record<string, string>,
  of: { year: number; disciplineId: string },
  taken: (title: string) => boolean = () => false,
): Title {
  let first: Title | undefined;
  for (const candidate of titleCandidates(type, random, slots, of)) {
    first ??= candidate;
    if (!taken(withoutRepeatedWords(candidate.parts.filter(Boolean)).join(''))) return candidate;
  }
  return first ?? { parts: [], en: '', word: '' };
}

/** A type's titles in order of preference; the draws are all made before the first is given. */
function titleCandidates(
  type: LiteratureTypeCode,
  random: Random,
  slots: Record<string, string>,
  { year, disciplineId }: { year: number; disciplineId: string },
): Iterable<Title> {
  const o = slots.o ?? '';
  const m = slots.m ?? '';
  const a = slots.a ?? '';
  const en = englishSlots(slots);
  const eo = en.o ?? '';
  const ea = en.a ?? '';
  const each = <T>(items: readonly T[], make: (item: T) => Title[]): Title[] => items.flatMap(make);
  switch (type) {
    case 5: {
      // {a} is what the patent does (风险预测), {m} the technique it builds on (patentVocabulary.ts).
      const words = rotated(titleWords.patent, pickPair(random, titleWords.patent));
      const article = (text: string) => text.replace(/^A ([aeiou])/, 'An $1');
      return each(words, ([zh, e]) => {
        const forUse = { parts: ['一种用于', o, '的', a, zh], en: article(`A ${ea} ${e} for ${eo}`), word: zh };
        const basedOn = {
          parts: ['一种基于', m, '的', o, a, zh],
          en: article(`A ${ea} ${e} for ${eo} based on ${en.mb ?? ''}`),
          word: zh,
        };
        const plain = { parts: ['一种', o, a, zh], en: `A ${e} for the ${ea} of ${eo}`, word: zh };
        return zh.endsWith('方法') ? [basedOn, forUse, plain] : [forUse, plain, basedOn];
      });
    }
    case 6: {
      // A standard fixes one thing of its object (术语, 诊断标准, 施工规范); a title taken is given as a part of
      // a standard in parts (GB/T 1.1 §6.2: 滚动轴承 第2部分：术语).
      const own = standardWordsOf(disciplineId, o);
      const words = rotated(own, pickPair(random, own));
      return [
        ...words.map(([zh, e]) => ({ parts: [o, zh], en: `${e} ${eo}`, word: zh })),
        ...[2, 3, 4].flatMap((part) =>
          words.map(([zh, e]) => ({ parts: [o, ` 第${part}部分：`, zh], en: `${e} ${eo} — Part ${part}`, word: zh })),
        ),
      ];
    }
    case 8: {
      // A regulation governs an activity (农作物种子生产经营许可管理办法), not a research object.
      const [act, actEn] = regulatedActivities[o] ?? [o, eo];
      const words = rotated(titleWords.regulation, pickPair(random, titleWords.regulation));
      return each(['', ...regulationModifiers.map(([zh]) => zh)], (mod) =>
        words.map(([zh, e]) => ({
          parts: [act, mod, zh],
          en: mod ? `${e} ${actEn} (${regulationModifiers.find(([z]) => z === mod)?.[1] ?? ''})` : `${e} ${actEn}`,
          word: zh,
        })),
      );
    }
    case 51: {
      const aims = rotated(titleWords.policyAim, pickPair(random, titleWords.policyAim));
      const kinds = rotated(titleWords.policyKind, pickPair(random, titleWords.policyKind));
      return each(aims, ([aim, eAim]) =>
        kinds.map(([kind, eKind]) => ({
          parts: ['关于推进', o, aim, '的', kind],
          en: `${eKind} promoting ${eAim} ${eo}`,
          word: `${aim}|${kind}`,
        })),
      );
    }
    case 18: {
      const words = rotated(titleWords.newspaper, pickPair(random, titleWords.newspaper));
      const places = rotated(regions, Math.max(0, regions.indexOf((slots.r ?? '') as (typeof regions)[number])));
      // A newspaper reports on the work or industry of its object (水稻产业, 抑郁症防治), not on the object.
      const [work, workEn] = newsWorkOfField[disciplineId] ?? ['工作', 'work on'];
      return each(places, (r) =>
        words.map(([zh, e]) => ({
          parts: [r, o, work, zh],
          en: `${e} ${workEn} ${eo} in ${englishOf(r)}`,
          word: zh,
        })),
      );
    }
    case 4: {
      const words = rotated(titleWords.report, pickPair(random, titleWords.report));
      pickYear(random); // the former title year's draw: a report is titled with its own year
      const places = rotated(regions, Math.max(0, regions.indexOf((slots.r ?? '') as (typeof regions)[number])));
      return each(places, (r) =>
        words.map(([zh, e]) => ({
          parts: [r, o, zh, `（${year}）`],
          en: `${e} on ${eo} in ${englishOf(r)} (${year})`,
          word: zh,
        })),
      );
    }
    case 7: {
      const words = rotated(titleWords.achievement, pickPair(random, titleWords.achievement));
      return [
        ...words.map(([zh, e]) => ({ parts: [o, a, zh], en: `${e} in ${ea} of ${eo}`, word: zh })),
        ...words.map(([zh, e]) => ({
          parts: [slots.r ?? '', o, a, zh],
          en: `${e} in ${ea} of ${eo} in ${en.r ?? ''}`,
          word: zh,
        })),
      ];
    }
    default: {
      // Research titles are many: made one at a time, as they are needed.
      const first = random.int(0, titleTemplates.length - 1);
      return (function* () {
        const swapped = { ...slots, o: slots.o2 ?? '', o2: slots.o ?? '' };
        for (const [s, e] of [
          [slots, en],
          [swapped, englishSlots(swapped)],
        ] as const) {
          for (const i of rotated(
            titleTemplates.map((_, k) => k),
            first,
          ))
            yield {
              parts: fillParts(titleTemplates[i] ?? '', s),
              en: englishTitle(englishTitleTemplates[i] ?? '', e),
              word: '',
            };
        }
      })();
    }
  }
}

/** Words that narrow a regulation's scope when its plain title is taken: 监督管理办法, 促进条例… */
const regulationModifiers: readonly Pair[] = [
  ['监督', 'supervision'],
  ['促进', 'promotion'],
  ['安全', 'safety'],
  ['服务', 'services'],
];

/**
 * A method that already ends in the template's word absorbs it: "行动研究" + "研究" would read 行动研究研究,
 * "双重差分法" + "方法" 双重差分法方法.
 */
export function withoutRepeatedWords(parts: string[]): string[] {
  return parts
    .map((part, i) => {
      const before = parts[i - 1] ?? '';
      if (i > 0 && before.endsWith('研究') && part.startsWith('研究')) return part.slice(2);
      if (i > 0 && before.endsWith('法') && part.startsWith('方法')) return part.slice(2);
      return part;
    })
    .filter(Boolean);
}
