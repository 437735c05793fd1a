import type { LiteratureTypeCode } from '@wenxian/domain';
import { fill, fillParts, type Random } from './random';
import { titleWords, type Pair } from './literatureTables';
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

/** The abstract in both languages: one sentence of each group, the same choice in each language. */
export function composeAbstract(random: Random, slots: Record<string, string>): { parts: string[]; en: string } {
  const en = englishSlots(slots);
  const groups = ['purpose', 'method', 'body', 'result', 'conclusion'] as const;
  const parts: string[] = [];
  let english = '';
  for (const group of groups) {
    const i = random.int(0, abstractSentences[group].length - 1);
    parts.push(...fillParts(abstractSentences[group][i] ?? '', slots));
    english += fill(englishAbstractSentences[group][i] ?? '', en);
  }
  return { parts, en: capitalize(english.trim()) };
}

function pickPair(random: Random, pairs: readonly Pair[]): Pair {
  return pairs[random.int(0, pairs.length - 1)] ?? ['', ''];
}

/** Title pieces per literature type, and the English title: patents, standards... are titled as such documents are. */
export function titleFor(
  type: LiteratureTypeCode,
  random: Random,
  slots: Record<string, string>,
): { parts: string[]; en: string } {
  const o = slots.o ?? '';
  const en = englishSlots(slots);
  const eo = en.o ?? '';
  switch (type) {
    case 5: {
      const [zh, e] = pickPair(random, titleWords.patent);
      return { parts: ['一种用于', o, '的', zh], en: `A ${e} for ${eo}` };
    }
    case 6: {
      const [zh, e] = pickPair(random, titleWords.standard);
      return { parts: [o, zh], en: `${e} ${eo}` };
    }
    case 8: {
      const [zh, e] = pickPair(random, titleWords.regulation);
      return { parts: [o, zh], en: `${e} ${eo}` };
    }
    case 51: {
      const [aim, eAim] = pickPair(random, titleWords.policyAim);
      const [kind, eKind] = pickPair(random, titleWords.policyKind);
      return { parts: ['关于推进', o, aim, '的', kind], en: `${eKind} promoting ${eAim} ${eo}` };
    }
    case 18: {
      const [zh, e] = pickPair(random, titleWords.newspaper);
      return { parts: [slots.r ?? '', o, zh], en: `${e} ${eo} in ${en.r ?? ''}` };
    }
    case 4: {
      const [zh, e] = pickPair(random, titleWords.report);
      const year = pickYear(random);
      return { parts: [slots.r ?? '', o, zh, `（${year}）`], en: `${e} on ${eo} in ${en.r ?? ''} (${year})` };
    }
    case 7: {
      const [zh, e] = pickPair(random, titleWords.achievement);
      return { parts: [o, slots.a ?? '', zh], en: `${e} in ${en.a ?? ''} of ${eo}` };
    }
    default: {
      const i = random.int(0, titleTemplates.length - 1);
      return { parts: fillParts(titleTemplates[i] ?? '', slots), en: englishTitle(englishTitleTemplates[i] ?? '', en) };
    }
  }
}

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
