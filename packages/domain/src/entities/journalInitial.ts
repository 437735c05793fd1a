import { pinyin } from 'pinyin-pro';

/** The letters of the journal navigation's first-letter index (A–Z). */
export const journalLetters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const;
export type JournalLetter = (typeof journalLetters)[number];

export function isJournalLetter(value: unknown): value is JournalLetter {
  return typeof value === 'string' && (journalLetters as readonly string[]).includes(value);
}

/**
 * The letter a journal is filed under in the first-letter navigation: the pinyin initial of its Chinese
 * name's first character, read in context so polyphones come out as the name is said (重庆 → C, 厦门 → X,
 * 长江 → C), or the first Latin letter itself. Leading brackets and spaces are skipped; a name that starts
 * with a digit or any other sign has no letter (null), as CNKI files such titles outside A–Z.
 */
export function journalInitialOf(name: string): JournalLetter | null {
  const text = name.replace(/^[\s《〈（(【["'“‘]+/u, '');
  if (!text) return null;
  // The first few characters give pinyin-pro the context its polyphone rules need.
  const first = pinyin(text.slice(0, 4), { pattern: 'first', toneType: 'none', type: 'array' })[0] ?? '';
  const letter = first.normalize('NFKC').charAt(0).toUpperCase();
  return isJournalLetter(letter) ? letter : null;
}

/** How many of the names fall under each letter, A–Z in order (letters with none included, at 0). */
export function journalLetterCounts(names: Iterable<string>): { letter: JournalLetter; count: number }[] {
  const counts = new Map<JournalLetter, number>();
  for (const name of names) {
    const letter = journalInitialOf(name);
    if (letter) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  }
  return journalLetters.map((letter) => ({ letter, count: counts.get(letter) ?? 0 }));
}
