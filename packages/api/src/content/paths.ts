import { SITE_PATHS } from '../site/paths';

/** Public content paths (doc 001 §7 "Public content"). */
const c = (name: string) => `/commonOpenUp/${name}`;

export const CONTENT_PATHS = {
  getLatelySeven: c('getLatelySeven'),
  getJournalismList: c('getJournalismList'),
  getByIdAndState: c('getByIdAndState'),
  getJournalismRdd: c('getJournalismRdd'),
  getNoticeList: c('getNoticeList'),
  getAllByState: c('getAllByState'),
  getCenteAllByState: c('getCenteAllByState'),
  getCenteInfoByCenteColumnId: c('getCenteInfoByCenteColumnId'),
  getCenteInfoByIdAndState: c('getCenteInfoByIdAndState'),
  getCenteInfo: c('getCenteInfo'),
  getAboutUsList: c('getAboutUsList'),
  getContactUsList: c('getContactUsList'),
  getClauseList: c('getClauseList'),
  getTdkByAddress: c('getTdkByAddress'),
  getNoticeLists: c('getNoticeLists'),
  setStatus: c('setStatus'),
  setIsRead: c('setIsRead'),
  selectIsReadGroup: c('selectIsReadGroup'),
  getJournalismListType4: c('getJournalismListType4'),
  setIsNoticRead: c('setIsNoticRead'),
  selectHeadStatistics: c('selectHeadStatistics'),
  showPdf: c('showPdf'),
  setMemberClass: c('setMemberClass'),
  setMemberClassStatus: c('setMemberClassStatus'),
  getLevelConfigList: c('getLevelConfigList'),
} as const;

/**
 * The calls whose answer is the site's own configuration — the config list of doc 000 §7.2 and an address's
 * TDK — the same for every visitor and changed only when an operator edits the site. A page server may share
 * one anonymous answer of these among its renders for as long as it shares the pages built from them.
 */
export const SITE_WIDE_CALL_PATHS: readonly string[] = [SITE_PATHS.configList, CONTENT_PATHS.getTdkByAddress];
