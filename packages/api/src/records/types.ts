import type { LiteratureTypeCode } from '@wenxian/domain';
import type { LiteratureSummary, Page, PageQuery } from '../shared/types';

/** Records, comparison, follow, subscribe, collection, confirmation, experts, hobbies. // shape decided here (whole file) */
export type RetrievalRecord = { id: string; expression: string; total: number; time: string };
export type BrowseRecord = { id: string; literature: LiteratureSummary; time: string };
/** What is followed, compared or subscribed: a journal, author, organization, subject or word. */
export type TargetKind = 'journal' | 'author' | 'organ' | 'subject' | 'word' | 'literature';
export type TargetRef = { targetId: string; kind: TargetKind; name?: string };
/**
 * Follow and journal collection have no separate undo call in the catalogue (doc 001 §7 lists only save and
 * list): the save carries `cancel: true` to undo. // shape decided here
 */
export type Cancellable = { cancel?: boolean };
export type ComparisonItem = TargetRef & { id: string; addedAt: string };
export type FollowItem = TargetRef & { id: string; followedAt: string };
export type SubscribeItem = TargetRef & { id: string; sort: number; unread?: number };
export type PeriodicalCollectionItem = {
  id: string;
  journalId: string;
  name: string;
  indexTags: string[];
  collectedAt: string;
};
/** Saved search (expert retrieval) entries (/exp). */
export type SavedSearch = { id: string; name: string; expression: string; type?: LiteratureTypeCode; push: boolean };
export type ListQuery = PageQuery & { kind?: TargetKind };

export type { Page };
