/**
 * Conference paths (doc 001 §7 "Conference", doc 000 §4.9). Upload paths live under /website and take
 * the empty base path.
 */
const audit = (name: string) => `/conference/auditRecord/${name}`;

export const CONFERENCE_PATHS = {
  search: '/conference/search',
  searchBook: '/conference/searchBook',
  show: '/conference/show',
  literatures: '/conference/literatures',
  auditList: audit('list'),
  auditSave: audit('save'),
  auditEdit: audit('edit'),
  auditSubmit: audit('submit'),
  auditSubmitDetection: audit('submitDetection'),
  auditSubDetection: audit('subDetection'),
  auditRemove: audit('remove'),
  auditSetHost: audit('setHost'),
  auditAuthorization: audit('authorization'),
  auditStateCount: audit('stateCount'),
  auditBatchSave: audit('batchSave'),
  auditUpload: '/website/conference/auditRecord/upload',
} as const;
