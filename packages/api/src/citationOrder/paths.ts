/** Citation order paths (doc 001 §7 "Citation"). */
export const CITATION_ORDER_PATHS = {
  getDataSource: '/citation/dataBase/getDataSource',
  importList: '/citation/orderCitation/import',
  template: '/citation/orderCitation/template',
  setOrder: '/citation/orderCitation/setOrder',
  list: '/citation/orderCitation/list',
  setReg: '/citation/orderCitation/setReg',
} as const;
