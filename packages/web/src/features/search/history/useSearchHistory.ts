import { useCallback, useSyncExternalStore } from 'react';
import {
  buildSearchPageUrl,
  defaultSearchPageSize,
  emptySearchUrlState,
  isSearchHistoryKey,
  readSearchHistory,
  searchFields,
  searchHistoryKey,
  type SearchFieldCode,
  type SearchHistoryRecord,
} from '@wenxian/domain';
import { announceHistoryChange, HISTORY_CHANGE_EVENT, historyStorage } from './historyStorage';

/**
 * The visitor's search history as a list (doc 000 §3, §9): the /searchhistory page and the search dialog's recent
 * searches read it, search a record again, delete one and clear all.
 */

export function deleteSearchHistory(timestamp: number): void {
  const storage = historyStorage();
  if (!storage) return;
  storage.removeItem(searchHistoryKey(timestamp));
  announceHistoryChange();
}

export function clearSearchHistory(): void {
  const storage = historyStorage();
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && isSearchHistoryKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  announceHistoryChange();
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

// One snapshot per change, so useSyncExternalStore sees a stable value between changes.
let cache: { version: number; records: readonly SearchHistoryRecord[] } | null = null;
let version = 0;

/** Changes made in this tab (announced) and in other tabs (storage events) re-read the records. */
function subscribe(onChange: () => void): () => void {
  // A page that mounts reads the storage afresh (it may have been written while nobody listened).
  version += 1;
  const onAnnounced = () => {
    version += 1;
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !isSearchHistoryKey(event.key)) return;
    onAnnounced();
  };
  window.addEventListener(HISTORY_CHANGE_EVENT, onAnnounced);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(HISTORY_CHANGE_EVENT, onAnnounced);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): readonly SearchHistoryRecord[] {
  if (cache?.version !== version) {
    const storage = historyStorage();
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
