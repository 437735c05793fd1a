/**
 * The language of a text by its script (for `citation_language`, JSON-LD `inLanguage` and CSL `language`): a title
 * with any Han character is Chinese, else English. A record's stored language code is not trusted for this — a
 * Chinese title marked "en" would make Zotero and citeproc treat Chinese names as Western ones.
 */
export function textLanguage(text: string): 'zh' | 'en' {
  return /\p{Script=Han}/u.test(text) ? 'zh' : 'en';
}
