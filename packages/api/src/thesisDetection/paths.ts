/** Order checking paths (doc 001 §7 "Order checking"): /check/website/* names are decided here. */
const c = (name: string) => `/check/website/${name}`;

export const THESIS_DETECTION_PATHS = {
  addressList: c('addressList'),
  orderNews: c('orderNews'),
  status: c('status'),
  upload: c('upload'),
  reportDownload: c('reportDownload'),
  templateDownload: c('templateDownload'),
  keywords: c('keywords'),
  replaceStrategy: c('replaceStrategy'),
  spotCheck: c('spotCheck'),
  orderList: c('orderList'),
  analysisFile: '/orderJiance/analysisFile',
  getOrderJianceState: '/orderJiance/getOrderJianceState',
  downReportFile: '/orderJiance/downReportFile',
} as const;
