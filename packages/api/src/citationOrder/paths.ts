/** Citation order paths (doc 001 §7 "Citation"). */
export const CITATION_ORDER_PATHS = {
  getDataSource: '/citation/dataBase/getDataSource',
  importList: '/citation/orderCitation/import',
  template: '/citation/orderCitation/template',
  setOrder: '/citation/orderCitation/setOrder',
  list: '/citation/orderCitation/list',
  setReg: '/citation/orderCitation/setReg',
  /** A finished order's report: the spec lists no such call (docs/decisions/api.md, products.md). */
  report: '/citation/orderCitation/report',
} as const;
