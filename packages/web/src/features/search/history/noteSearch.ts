import { useEffect } from 'react';
import type { SearchCondition as RequestCondition, SearchRequest, SearchResult } from '@wenxian/api';
import {
  createSearchHistoryRecord,
  hasFieldPrefix,
  readSearchHistory,
  saveSearchHistory,
  searchHistoryKey,
  type SearchCondition,
  type SearchHistoryRecord,
} from '@wenxian/domain';
import { logSearch, searchRecordOf } from '../../shared/behaviorLog';
import { announceHistoryChange, historyStorage } from './historyStorage';

/**
 * Every search the site runs in the browser (basic, professional, advanced and the type pages) is noted in the
 * visitor's search history (doc 000 §3, §9) by the search endpoints, newest first; the pages note the search
 * whose results came with the server's first response. Reading, re-running and deleting are the history
 * list's (useSearchHistory.ts), loaded with the pages that show it.
 */

/** The most records kept (the spec gives none; older ones are dropped so local storage stays small). */
const SEARCH_HISTORY_LIMIT = 100;

const toRecordConditions = (conditions: readonly RequestCondition[]): SearchCondition[] =>
  conditions
    .filter((c) => c.content.trim() || c.children?.length)
    .map((c) => ({
      searchField: `${c.searchField}${c.exact ? 'E' : ''}`,
      content: c.content.trim(),
      logicalOperator: c.logicalOperator ?? 'AND',
      ...(c.children?.length ? { children: toRecordConditions(c.children) } : {}),
    }));

/** The history record of a search that ran, or null for one with nothing to repeat (only filters). */
export function historyRecordOf(
  request: SearchRequest,
  result: Pick<SearchResult, 'expression' | 'expressionZ'>,
  now: number,
): SearchHistoryRecord | null {
  // A professional search is its expression as typed: its one box is not a field condition (recording it as
  // U=… made the history show and re-run "U=T=深度学习 AND A=张伟" as a basic search). So is a basic search whose
  // text begins with a field prefix (sent before the box switched to professional): the server reads it by
  // that prefix, as an expression.
  const [only, ...others] = request.conditions;
  const prefixed =
    only && others.length === 0 && !only.exact && !only.children?.length && hasFieldPrefix(only.content)
      ? only.content.trim()
      : undefined;
  const typed = request.expression?.trim() || prefixed;
  const conditions = typed ? [] : toRecordConditions(request.conditions);
  const expression = typed || result.expression || '';
  if (!expression && conditions.length === 0) return null;
  return createSearchHistoryRecord(
    { conditions, expression, expressionZ: prefixed ?? result.expressionZ ?? expression },
    now,
  );
}

/**
 * Notes a search in the browser's history (first pages only; a repeated search replaces its older record), reading
 * the stored records once.
 */
export function noteSearch(request: SearchRequest, result: SearchResult): void {
  const storage = historyStorage();
  if (!storage || (request.pageNum ?? 1) !== 1) return;
  const stored = readSearchHistory(storage);
  // Records are keyed by their time: two searches in one millisecond must not share (and overwrite) a key.
  const latest = Math.max(0, ...stored.map((r) => r.timestamp));
  const record = historyRecordOf(request, result, Math.max(Date.now(), latest + 1));
  if (!record) return;
  const remove = (old: SearchHistoryRecord) => storage.removeItem(searchHistoryKey(old.timestamp));
  const others = stored.filter((r) => r.expression !== record.expression);
  try {
    stored.filter((r) => r.expression === record.expression).forEach(remove);
    saveSearchHistory(storage, record);
    // Newest first: the new record, then the others; beyond the limit the oldest go.
    others.slice(SEARCH_HISTORY_LIMIT - 1).forEach(remove);
  } catch {
    // A full storage keeps the older history.
    return;
  }
  announceHistoryChange();
}

/**
 * Notes a search whose results came with the server's first response (the endpoints note only what the
 * browser fetched itself). Pages call it with their request and result; a repeated note only moves the record.
 * Each search shown (its first page, once) is also sent to the server's search record (doc 001 §7).
 */
export function useNoteServerSearch(request: SearchRequest, result: SearchResult | undefined): void {
  const expression = result?.expression;
  useEffect(() => {
    if (!result) return;
    noteSearch(request, result);
    if ((request.pageNum ?? 1) === 1) logSearch(searchRecordOf(request, result));
    // The record depends on what was searched (the expression), not on the request object's identity.
  }, [expression, request.pageNum]);
}
