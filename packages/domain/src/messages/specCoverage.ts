/**
 * Pure helpers for the spec-strings check (scripts/specStrings.ts): find every Chinese string in
 * the specification text and match it against the message catalogue.
 */

/** Han characters plus the full-width punctuation and marks Chinese UI text uses (…, ·, —). */
const chineseChar = '[\\p{Script=Han}\\u3000-\\u303F\\uFF00-\\uFFEF·…—]';
/**
 * A Chinese string: runs of Chinese characters that may have ASCII letters or digits glued to
 * them (扣1篇额度, 武大RCCSE) and may be joined by single spaces (同学 你的图片太大了). ASCII
 * words standing apart ("title 资源未找到") are not part of it.
 */
const chineseString = new RegExp(
  `(?:[A-Za-z0-9]*${chineseChar}+[A-Za-z0-9]*)(?: ?[A-Za-z0-9]*${chineseChar}+[A-Za-z0-9]*)*`,
  'gu',
);
const hasHan = /\p{Script=Han}/u;

/** Every distinct Chinese string of a text, in order of first appearance. */
export function extractChineseStrings(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(chineseString)) {
    if (hasHan.test(match[0])) found.add(match[0]);
  }
  return [...found];
}

/** Every string value of a nested dictionary with the dotted paths that hold it. */
export function catalogueIndex(dictionary: unknown, prefix: string): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') index.set(value, [...(index.get(value) ?? []), path]);
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
    }
  };
  walk(dictionary, prefix);
  return index;
}

interface SpecStringRow {
  text: string;
  documents: string[];
  keys: string[];
  excludedBecause?: string;
}

export interface CoverageReport {
  rows: SpecStringRow[];
  /** Strings that must be in the catalogue (all minus exclusions). */
  userFacing: number;
  covered: number;
  /** covered / userFacing, 0–100 with one decimal. */
  percent: number;
  /** Catalogue strings that appear in no spec document. */
  extraCatalogueEntries: { text: string; keys: string[] }[];
}

export function specCoverage(
  documents: readonly { name: string; text: string }[],
  catalogue: Map<string, string[]>,
  exclusions: Readonly<Record<string, string>> = {},
): CoverageReport {
  const byText = new Map<string, string[]>();
  for (const doc of documents) {
    for (const text of extractChineseStrings(doc.text)) byText.set(text, [...(byText.get(text) ?? []), doc.name]);
  }
  const rows: SpecStringRow[] = [...byText].map(([text, docs]) => ({
    text,
    documents: docs,
    keys: catalogue.get(text) ?? [],
    ...(exclusions[text] !== undefined ? { excludedBecause: exclusions[text] } : {}),
  }));
  const userFacing = rows.filter((r) => r.excludedBecause === undefined);
  const covered = userFacing.filter((r) => r.keys.length > 0).length;
  const extraCatalogueEntries = [...catalogue]
    .filter(([text]) => hasHan.test(text) && !byText.has(text))
    .map(([text, keys]) => ({ text, keys }));
  return {
    rows,
    userFacing: userFacing.length,
    covered,
    percent: userFacing.length === 0 ? 100 : Math.floor((covered / userFacing.length) * 1000) / 10,
    extraCatalogueEntries,
  };
}
