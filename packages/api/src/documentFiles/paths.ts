/**
 * A document's files (doc 001 §7 "Documents and translation"): its reading view and contents, downloads,
 * translations, PDF → Word. The record itself and its citations are `literature`. The section's commodity and
 * recharge-settings calls sit here with it.
 */
const c = (name: string) => `/commonOpenUp/${name}`;

export const DOCUMENT_FILES_PATHS = {
  showDoc: c('showDoc'),
  downloadDoc: c('downloadDoc'),
  getTranslateFile: c('getTranslateFile'),
  submitTranslateFile: c('submitTranslateFile'),
  getCommodityByIdAndState: c('getCommodityByIdAndState'),
  getCreateFile: c('getCreateFile'),
  getGeneratePresignedUri: c('GetGeneratePresignedUri'),
  getRechargeSettings: c('getRechargeSettings'),
  downCaChe: c('downCaChe'),
  getDirectory: c('getDirectory'),
  /** The PDF of a PDF → Word conversion (multipart `file`); the spec shows no upload path for it (decided here). */
  uploadPdfFile: c('uploadPdfFile'),
} as const;
