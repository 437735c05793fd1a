/** AI manuscript check paths (doc 001 §7): the spec names the calls, the /manuscript-check root is decided here. */
const m = (name: string) => `/manuscript-check/${name}`;

export const MANUSCRIPT_CHECK_PATHS = {
  upload: m('upload'),
  addCheck: m('add-check'),
  recordList: m('record-list'),
  detail: m('detail'),
  sameArticleRecommend: m('same-article-recommend'),
  relatedRecordList: m('related-record-list'),
  recommendJournal: m('recommend-journal'),
  delete: (id: string) => m(`delete/${encodeURIComponent(id)}`),
  journalNameComplement: m('journal-name-complement'),
} as const;
