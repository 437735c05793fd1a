import { definePost, downloadBlob, type CallOptions } from '../core';
import type { PageQuery } from '../shared/types';
import type { ConfigGroup, ConfigListQuery } from '../site/types';
import { PUBLIC_CONTENT_PATHS as P } from './paths';
import type {
  Article,
  ArticleQuery,
  HeadStatistics,
  HelpColumn,
  HelpEntry,
  HelpSearchQuery,
  IdAndState,
  LevelConfig,
  MemberClass,
  Notice,
  NoticeQuery,
  Page,
  ReadGroupCount,
  SimpleEntry,
  Tdk,
} from './types';

export const getHomeConfigList = definePost<ConfigListQuery, ConfigGroup[]>(P.getHomeConfigList);
/** News of the last seven days. */
export const getLatelySeven = definePost<ArticleQuery, Article[]>(P.getLatelySeven);
export const getJournalismList = definePost<ArticleQuery, Page<Article>>(P.getJournalismList);
export const getJournalismListType4 = definePost<ArticleQuery, Page<Article>>(P.getJournalismListType4);
export const getJournalismRdd = definePost<ArticleQuery, Article[]>(P.getJournalismRdd);
export const getByIdAndState = definePost<IdAndState, Article>(P.getByIdAndState);
export const getAllByState = definePost<{ state?: number }, Article[]>(P.getAllByState);

export const getNoticeList = definePost<NoticeQuery, Page<Notice>>(P.getNoticeList);
export const getNoticeLists = definePost<NoticeQuery, Notice[]>(P.getNoticeLists);
export const setNoticeStatus = definePost<IdAndState, unknown>(P.setStatus);
export const setIsRead = definePost<{ id: string }, unknown>(P.setIsRead);
export const setIsNoticRead = definePost<{ ids: string[] }, unknown>(P.setIsNoticRead);
export const selectIsReadGroup = definePost<Record<string, never>, ReadGroupCount[]>(P.selectIsReadGroup, {
  silent: true,
});

// Help centre
export const getCenteAllByState = definePost<{ state?: number }, HelpColumn[]>(P.getCenteAllByState);
export const getCenteInfoByCenteColumnId = definePost<PageQuery & { columnId: string }, Page<HelpEntry>>(
  P.getCenteInfoByCenteColumnId,
);
export const getCenteInfoByIdAndState = definePost<IdAndState, HelpEntry>(P.getCenteInfoByIdAndState);
export const getCenteInfo = definePost<HelpSearchQuery, Page<HelpEntry>>(P.getCenteInfo);

// About us, terms, SEO, statistics
export const getAboutUsList = definePost<Record<string, never>, SimpleEntry[]>(P.getAboutUsList);
export const getContactUsList = definePost<Record<string, never>, SimpleEntry[]>(P.getContactUsList);
export const getClauseList = definePost<Record<string, never>, SimpleEntry[]>(P.getClauseList);
export const getTdkByAddress = definePost<{ address: string }, Tdk | null>(P.getTdkByAddress, { silent: true });
export const selectHeadStatistics = definePost<Record<string, never>, HeadStatistics>(P.selectHeadStatistics, {
  silent: true,
});
export const showPdf = (query: { id: string }, options?: CallOptions) =>
  downloadBlob('get', P.showPdf, { query }, options);
export const setMemberClass = definePost<MemberClass, unknown>(P.setMemberClass);
export const setMemberClassStatus = definePost<{ status: number }, unknown>(P.setMemberClassStatus);
export const getLevelConfigList = definePost<Record<string, never>, LevelConfig[]>(P.getLevelConfigList);
