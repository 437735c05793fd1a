/** Documents and translation paths (doc 001 §7 "Documents and translation"). */
const c = (name: string) => `/commonOpenUp/${name}`;

export const DOCUMENTS_PATHS = {
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
} as const;
