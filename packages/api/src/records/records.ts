import { definePost } from '../core';
import type { MemberPayload, PageQuery } from '../shared/types';
import { RECORDS_PATHS as P } from './paths';
import type {
  BrowseRecord,
  Cancellable,
  ComparisonItem,
  FollowItem,
  ListQuery,
  Page,
  PeriodicalCollectionItem,
  RetrievalRecord,
  SavedSearch,
  SubscribeItem,
  TargetRef,
} from './types';

// Records
export const getRetrievalRecordList = definePost<PageQuery, Page<RetrievalRecord>>(P.getRetrievalRecordList);
export const getBrowseRecordList = definePost<PageQuery, Page<BrowseRecord>>(P.getBrowseRecordList);

// Comparison
export const getComparisonList = definePost<ListQuery, Page<ComparisonItem>>(P.getComparisonList);
export const saveComparison = definePost<TargetRef, ComparisonItem>(P.saveComparison);
export const unComparison = definePost<TargetRef, unknown>(P.unComparison);

// Follow
export const saveFollow = definePost<TargetRef & Cancellable, FollowItem | boolean>(P.saveFollow);
export const getFollowByMemberId = definePost<MemberPayload, FollowItem[]>(P.followSelectByMemberId);
export const getFollowList = definePost<ListQuery, Page<FollowItem>>(P.getFollowList);

// Subscribe
export const getSubscribeList = definePost<ListQuery, Page<SubscribeItem>>(P.getSubscribeList);
export const saveSubscribe = definePost<TargetRef, SubscribeItem>(P.saveSubscribe);
export const unsubscribe = definePost<TargetRef, unknown>(P.unsubscribe);

// Journal collection
export const savePeriodicalCollection = definePost<
  { journalId: string } & Cancellable,
  PeriodicalCollectionItem | boolean
>(P.savePeriodicalCollection);
export const getPeriodicalCollectionList = definePost<PageQuery & { tag?: string }, Page<PeriodicalCollectionItem>>(
  P.getPeriodicalCollectionList,
);

// Confirmation (author identity) and saved searches
export const addSavedSearch = definePost<Omit<SavedSearch, 'id'>, SavedSearch>(P.addSe);
export const getSavedSearchList = definePost<PageQuery, Page<SavedSearch>>(P.getSeList);
export const pushRetrieval = definePost<{ id: string; push: boolean }, unknown>(P.pushRetrieval);
