import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { SearchCondition as RequestCondition, SearchRequest, SearchResult } from '@wenxian/api';
import {
  buildSearchPageUrl,
  createSearchHistoryRecord,
  defaultSearchPageSize,
  emptySearchUrlState,
  hasFieldPrefix,
  isSearchHistoryKey,
  readSearchHistory,
  saveSearchHistory,
  searchFields,
  searchHistoryKey,
  type KeyValueStorage,
  type SearchCondition,
  type SearchFieldCode,
  type SearchHistoryRecord,
} from '@wenxian/domain';
import { logSearch, searchRecordOf } from '../shared/behaviorLog';

/**
 * The visitor's search history (doc 000 §3, §9): one record per search under its timestamp key in local
 * storage, newest first. Every search the site runs in the browser (basic, professional, advanced and the
 * type pages) is noted by the search endpoints; the /searchhistory page reads, re-runs, deletes and clears.
 */

/** The most records kept (the spec gives none; older ones are dropped so local storage stays small). */
const SEARCH_HISTORY_LIMIT = 100;

const CHANGE_EVENT = 'wenxian:search-history';

function browserStorage(): (KeyValueStorage & Pick<Storage, 'removeItem'>) | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be refused (privacy settings); the history is then simply not kept.
    return null;
  }
}

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

// One snapshot per change, so useSyncExternalStore sees a stable value between changes.
let cache: { version: number; records: readonly SearchHistoryRecord[] } | null = null;
let version = 0;

function notify(): void {
  version += 1;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Removes every stored record whose expression equals `expression` (a repeated search moves to the top). */
function removeSame(storage: KeyValueStorage & Pick<Storage, 'removeItem'>, expression: string): void {
  for (const record of readSearchHistory(storage))
    if (record.expression === expression) storage.removeItem(searchHistoryKey(record.timestamp));
}

/** Notes a search in the browser's history (first pages only; a repeated search replaces its older record). */
export function noteSearch(request: SearchRequest, result: SearchResult): void {
  const storage = browserStorage();
  if (!storage || (request.pageNum ?? 1) !== 1) return;
  // Records are keyed by their time: two searches in one millisecond must not share (and overwrite) a key.
  const latest = Math.max(0, ...readSearchHistory(storage).map((r) => r.timestamp));
  const record = historyRecordOf(request, result, Math.max(Date.now(), latest + 1));
  if (!record) return;
  try {
    removeSame(storage, record.expression);
    saveSearchHistory(storage, record);
    for (const old of readSearchHistory(storage).slice(SEARCH_HISTORY_LIMIT))
      storage.removeItem(searchHistoryKey(old.timestamp));
  } catch {
    // A full storage keeps the older history.
    return;
  }
  notify();
}

export function deleteSearchHistory(timestamp: number): void {
  const storage = browserStorage();
  if (!storage) return;
  storage.removeItem(searchHistoryKey(timestamp));
  notify();
}

export function clearSearchHistory(): void {
  const storage = browserStorage();
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && isSearchHistoryKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  notify();
}

const fieldCodes: readonly string[] = searchFields.map((f) => f.code);

/**
 * Where a record is searched again: one plain condition opens the basic search with its field (and 精确 when
 * the field ends in E); anything else opens its expression in professional mode.
 */
export function rerunHref(record: SearchHistoryRecord): string {
  const [only] = record.conditions;
  const base = { ...emptySearchUrlState, size: defaultSearchPageSize };
  const rest = { page: 1, size: base.size, sort: { key: 'relevance', order: 'desc' }, filters: {} } as const;
  if (record.conditions.length === 1 && only && !only.children?.length) {
    const exact = !fieldCodes.includes(only.searchField) && fieldCodes.includes(only.searchField.slice(0, -1));
    const field = (exact ? only.searchField.slice(0, -1) : only.searchField) as SearchFieldCode;
    if (fieldCodes.includes(field)) return buildSearchPageUrl({ ...base, ...rest, text: only.content, field, exact });
  }
  return buildSearchPageUrl({ ...base, ...rest, text: record.expression, professional: true });
}

/** Changes made here (notify) and in other tabs (storage events) re-read the records. */
function subscribe(onChange: () => void): () => void {
  // A page that mounts reads the storage afresh (it may have been written while nobody listened).
  version += 1;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !isSearchHistoryKey(event.key)) return;
    version += 1;
    onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): readonly SearchHistoryRecord[] {
  if (cache?.version !== version) {
    const storage = browserStorage();
    cache = { version, records: storage ? readSearchHistory(storage) : [] };
  }
  return cache.records;
}

/** The server has no history (it is the browser's): null there and at hydration, the records afterwards. */
const serverSnapshot = (): null => null;

export function useSearchHistory(): {
  records: readonly SearchHistoryRecord[] | null;
  remove: (timestamp: number) => void;
  clear: () => void;
} {
  const records = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return {
    records,
    remove: useCallback((timestamp: number) => deleteSearchHistory(timestamp), []),
    clear: useCallback(() => clearSearchHistory(), []),
  };
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
