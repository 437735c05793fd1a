/**
 * One RIS record written to the RIS format's definition (Research Information Systems, "RIS Format
 * Specifications"): `TY` first and `ER` last, each line `XX  - value` ended by CR LF, a value never broken over
 * lines (citation-js' own text writer wraps at 70 characters, which a reader joins with a space: "区域 差异"),
 * one `KW` per keyword, the page range as start `SP` and end `EP`.
 */
import type { CslRecord } from './cslItem';

export type RisEntry = Record<string, string | number | (string | number)[]>;

const CRLF = '\r\n';

function linesOf(tag: string, value: string | number | (string | number)[]): string[] {
  const values = ([] as (string | number)[]).concat(value).map((v) =>
    String(v)
      .replace(/\s*[\r\n]+\s*/g, ' ')
      .trim(),
  );
  if (tag === 'KW') return values.flatMap((v) => v.split(/\s*[,;，；]\s*/)).filter(Boolean);
  return values.filter(Boolean);
}

/** The SP/EP pair of a page value: "45-52" → 45 and 52 (citation-js puts the whole range in SP). */
function pageTags(entry: RisEntry): RisEntry {
  const { SP, EP, ...rest } = entry;
  if (SP === undefined || EP !== undefined) return entry;
  const [start, end] = String(SP).split(/\s*[-–—]\s*/);
  return { ...rest, SP: start ?? '', ...(end ? { EP: end } : {}) };
}

/**
 * citation-js' mapping leaves a newspaper article without `AU` and with the year only; the definition gives every
 * type `AU` (author) and `DA` (YYYY/MM/DD/). Added from the CSL item where the mapping left them out.
 */
function withAuthorsAndDate(entry: RisEntry, item: CslRecord): RisEntry {
  const [y, m, d] = item.issued['date-parts'][0] ?? [];
  const date = y ? `${y}/${m ? String(m).padStart(2, '0') : ''}/${d ? String(d).padStart(2, '0') : ''}/` : undefined;
  const authors = (item.author ?? []).map((a) => a.literal);
  return {
    ...entry,
    ...(entry.AU === undefined && entry.A1 === undefined && authors.length > 0 ? { AU: authors } : {}),
    ...(entry.DA === undefined && date ? { DA: date } : {}),
  };
}

export function risRecord(entry: RisEntry, item: CslRecord): string {
  const { TY, ...fields } = pageTags(withAuthorsAndDate(entry, item));
  const lines = [`TY  - ${String(TY)}`];
  for (const [tag, value] of Object.entries(fields)) for (const v of linesOf(tag, value)) lines.push(`${tag}  - ${v}`);
  lines.push('ER  - ');
  return lines.join(CRLF) + CRLF;
}
