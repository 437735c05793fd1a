/** The literature record and its citations (doc 001 §7 "Citation", doc 000 §7.2); its files are `documentFiles`. */
export const LITERATURE_PATHS = {
  base: (id: string) => `/literature/base/${encodeURIComponent(id)}`,
  wordRef: '/literature/data/word-ref',
  refExport: '/literature/base/ref/export',
  refDownload: '/literature/base/ref/download',
  /** Reference texts for a set of ids and styles; the spec does not show this path (doc 001 §7). */
  referenceText: '/literature/base/ref/text',
} as const;
