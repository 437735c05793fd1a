import type { ChartSeries, LiteratureSummary, Page } from '@wenxian/api';
import type { AppStore } from '../../../app/store';
import {
  authorsApi,
  useGetAuthorInfoQuery,
  useGetAuthorLiteraturesQuery,
  useGetAuthorTrendQuery,
} from '../../../features/entities/authorsApi';
import {
  journalsApi,
  useGetJournalLiteraturesQuery,
  useGetJournalTrendQuery,
  useShowJournalQuery,
} from '../../../features/entities/journalsApi';
import {
  organizationsApi,
  useGetOrganizationLiteraturesQuery,
  useGetOrganizationTrendQuery,
  useShowOrganizationQuery,
} from '../../../features/entities/organizationsApi';
import {
  subjectsApi,
  useGetSubjectLiteraturesQuery,
  useGetWordTrendsQuery,
  useShowSubjectQuery,
} from '../../../features/entities/subjectsApi';
import type { QuoteKind } from '../../../features/entities/entityLinks';
import type { QueryState } from '../../shared/QueryView';

/** Which part of a citation analysis: the report, the citing documents, or the most-cited papers. */
export type QuoteSub = 'report' | 'cited' | 'highlyCited';

export const quoteKinds: readonly QuoteKind[] = ['author', 'organ', 'periodical', 'subject'];

/** /quote/{kind}/{id?}/{sub?} read from the address. */
export function quoteRouteOf(
  pathname: string,
  id: string | undefined,
): { kind: QuoteKind; id?: string; sub: QuoteSub } {
  const parts = pathname.split('/').filter(Boolean);
  const kind = (quoteKinds as readonly string[]).includes(parts[1] ?? '') ? (parts[1] as QuoteKind) : 'author';
  const last = parts[parts.length - 1];
  return { kind, id, sub: last === 'cited' ? 'cited' : last === 'highlyCited' ? 'highlyCited' : 'report' };
}

/** Papers read to build the report's h-index (the h-core of every entity of the corpus fits). */
const REPORT_TOP = 100;

/** The list query of a sub-page: citing documents (newest first) or own papers (most cited first). */
export function listQueryOf(sub: QuoteSub, page: number, pageSize: number) {
  return sub === 'cited'
    ? { relation: 'citing' as const, pageNum: page, pageSize }
    : sub === 'highlyCited'
      ? { sort: 'cited' as const, pageNum: page, pageSize }
      : { sort: 'cited' as const, pageNum: 1, pageSize: REPORT_TOP };
}

type ListQuery = ReturnType<typeof listQueryOf>;

/** The entity's name, its yearly series and one literature list, whatever its kind (hooks, with skips). */
export function useQuoteData(
  kind: QuoteKind,
  id: string,
  list: ListQuery,
): { name: QueryState<string>; trend: QueryState<ChartSeries[]>; list: QueryState<Page<LiteratureSummary>> } {
  const is = (k: QuoteKind) => ({ skip: kind !== k || !id });
  const names = {
    author: useGetAuthorInfoQuery({ id }, is('author')),
    organ: useShowOrganizationQuery({ id }, is('organ')),
    periodical: useShowJournalQuery({ id }, is('periodical')),
    subject: useShowSubjectQuery({ id }, is('subject')),
  };
  const trends = {
    author: useGetAuthorTrendQuery({ id }, is('author')),
    organ: useGetOrganizationTrendQuery({ id }, is('organ')),
    periodical: useGetJournalTrendQuery({ id }, is('periodical')),
    subject: useGetWordTrendsQuery({ word: id }, is('subject')),
  };
  const lists = {
    author: useGetAuthorLiteraturesQuery({ id, ...list }, is('author')),
    organ: useGetOrganizationLiteraturesQuery({ id, ...list }, is('organ')),
    periodical: useGetJournalLiteraturesQuery({ id, ...list }, is('periodical')),
    subject: useGetSubjectLiteraturesQuery({ id, ...list }, is('subject')),
  };
  const name = names[kind];
  return { name: { ...name, data: name.data?.name }, trend: trends[kind], list: lists[kind] };
}

/** The same queries started by the loader (the name's result decides 404). */
export function quoteRequests(store: AppStore, kind: QuoteKind, id: string, list: ListQuery) {
  const d = store.dispatch;
  switch (kind) {
    case 'author':
      return {
        name: d(authorsApi.endpoints.getAuthorInfo.initiate({ id })),
        rest: [
          d(authorsApi.endpoints.getAuthorTrend.initiate({ id })),
          d(authorsApi.endpoints.getAuthorLiteratures.initiate({ id, ...list })),
        ],
      };
    case 'organ':
      return {
        name: d(organizationsApi.endpoints.showOrganization.initiate({ id })),
        rest: [
          d(organizationsApi.endpoints.getOrganizationTrend.initiate({ id })),
          d(organizationsApi.endpoints.getOrganizationLiteratures.initiate({ id, ...list })),
        ],
      };
    case 'periodical':
      return {
        name: d(journalsApi.endpoints.showJournal.initiate({ id })),
        rest: [
          d(journalsApi.endpoints.getJournalTrend.initiate({ id })),
          d(journalsApi.endpoints.getJournalLiteratures.initiate({ id, ...list })),
        ],
      };
    default:
      return {
        name: d(subjectsApi.endpoints.showSubject.initiate({ id })),
        rest: [
          d(subjectsApi.endpoints.getWordTrends.initiate({ word: id })),
          d(subjectsApi.endpoints.getSubjectLiteratures.initiate({ id, ...list })),
        ],
      };
  }
}
