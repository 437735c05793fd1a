import { searchFields } from '../codes/tables/searchFields';

export type SearchMode = 'basic' | 'professional';

const defaultCodes: readonly string[] = searchFields.map((f) => f.code);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a search text looks like a professional expression (doc 000 §4.5): it begins with a
 * field prefix — a field code followed by `=` or `E=` (e.g. `T=`, `TE=`) — or it contains AND,
 * OR or NOT (upper case, the professional spelling) with a space on each side. The switch to
 * professional mode happens only after the server confirms (/text-is-regex), so this is the
 * client's pre-check. Field codes are matched as written in the code table (upper case).
 */
export function looksProfessional(text: string, fieldCodes: readonly string[] = defaultCodes): boolean {
  return hasFieldPrefix(text, fieldCodes) || / (?:AND|OR|NOT) /.test(text);
}

/**
 * Whether a text begins with a field prefix (`T=`, `TE=`): such a text names its own field, so a condition
 * holding it is read by that prefix, not by the condition's field (`U=` + `T=深度学习` is no search of anyone's).
 */
export function hasFieldPrefix(text: string, fieldCodes: readonly string[] = defaultCodes): boolean {
  const codes = [...fieldCodes]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  return new RegExp(`^\\s*(?:${codes})E?=`).test(text);
}
