import type { LiteratureTypeCode } from '@wenxian/domain';
import { fill, fillParts, type Random } from './random';
import { titleWords, type Pair } from './literatureTables';
import { typeSentences } from './literatureTypeText';
import { abstractSentences, regions, titleTemplates, type Discipline } from './vocabulary';
import { englishAbstractSentences, englishTerms, englishTitleTemplates } from './vocabularyEn';

/**
 * A record's words in both languages: the vocabulary terms drawn for it (slots), its title as its type is
 * titled, its abstract, and their English. The draws are made in a fixed order (docs/decisions/simulation.md).
 */

/** Years skew recent, as publication volume does. */
export function pickYear(random: Random): number {
  return 2025 - Math.floor(Math.pow(random.next(), 1.8) * 26);
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
  return englishTerms[term] ?? term;
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
  year: number,
  taken: (title: string) => boolean = () => false,
): Title {
  let first: Title | undefined;
  for (const candidate of titleCandidates(type, random, slots, year)) {
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
  year: number,
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
      const words = rotated(titleWords.patent, pickPair(random, titleWords.patent));
      return each(words, ([zh, e]) => {
        const forUse = { parts: ['一种用于', o, '的', zh], en: `A ${e} for ${eo}`, word: zh };
        const basedOn = {
          parts: ['一种基于', m, '的', o, zh],
          en: `A ${e} for ${eo} based on ${en.mb ?? ''}`,
          word: zh,
        };
        const ofAspect = { parts: ['一种', o, a, zh], en: `A ${e} for the ${ea} of ${eo}`, word: zh };
        return zh.endsWith('方法') ? [basedOn, forUse, ofAspect] : [forUse, basedOn, ofAspect];
      });
    }
    case 6: {
      const words = rotated(titleWords.standard, pickPair(random, titleWords.standard));
      return [
        ...words.map(([zh, e]) => ({ parts: [o, zh], en: `${e} ${eo}`, word: zh })),
        ...words.map(([zh, e]) => ({ parts: [o, a, zh], en: `${e} the ${ea} of ${eo}`, word: zh })),
      ];
    }
    case 8: {
      const words = rotated(titleWords.regulation, pickPair(random, titleWords.regulation));
      return each(['', ...regulationModifiers.map(([zh]) => zh)], (mod) =>
        words.map(([zh, e]) => ({
          parts: [o, mod, zh],
          en: mod ? `${e} ${eo} (${regulationModifiers.find(([z]) => z === mod)?.[1] ?? ''})` : `${e} ${eo}`,
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
      return each(places, (r) =>
        words.map(([zh, e]) => ({ parts: [r, o, zh], en: `${e} ${eo} in ${englishOf(r)}`, word: zh })),
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
