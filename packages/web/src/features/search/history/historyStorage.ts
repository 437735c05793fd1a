import type { KeyValueStorage } from '@wenxian/domain';

/**
 * Where the visitor's search history lives (doc 000 §3, §9): the browser's local storage, one record per search
 * under its timestamp key. Writers announce each change; the lists showing the history listen for it.
 */

type HistoryStorage = KeyValueStorage & Pick<Storage, 'removeItem'>;

export const HISTORY_CHANGE_EVENT = 'wenxian:search-history';

export function historyStorage(): HistoryStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be refused (privacy settings); the history is then simply not kept.
    return null;
  }
}

export function announceHistoryChange(): void {
  window.dispatchEvent(new Event(HISTORY_CHANGE_EVENT));
}
