import { definePost } from '../core';
import type { PageQuery } from '../shared/types';
import { CONTENT_PATHS as P } from './paths';
import type {
  Article,
  ArticleQuery,
  HelpColumn,
  HelpEntry,
  HelpSearchQuery,
  IdAndState,
  Notice,
  NoticeQuery,
  Page,
  SimpleEntry,
  Tdk,
} from './types';

export const getJournalismList = definePost<ArticleQuery, Page<Article>>(P.getJournalismList);
export const getJournalismListType4 = definePost<ArticleQuery, Page<Article>>(P.getJournalismListType4);
export const getByIdAndState = definePost<IdAndState, Article>(P.getByIdAndState);

export const getNoticeList = definePost<NoticeQuery, Page<Notice>>(P.getNoticeList);
export const setNoticeStatus = definePost<IdAndState, unknown>(P.setStatus);

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
