/**
 * The error log of doc 000 §4.4 and §7.2 (/web-save-error): uri, query, status, local-storage text,
 * message. Field names are the project's (docs/decisions/api.md); the call layer sends what this builds.
 */
export interface ErrorLogPayload {
  uri: string;
  query: string;
  status: number;
  localStorage: string;
  message: string;
}

/** What the error page knows when it logs: its address, the status it shows and the error's message. */
export interface ErrorLogPage {
  pathname: string;
  /** The query as in `location.search`, with or without its leading `?`. */
  search: string;
  status: number;
  message?: string | null;
}

/** Reads what the log needs from an injected storage snapshot (e.g. localStorage). */
export interface StorageSnapshot {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
}

/** All storage entries as one JSON text; values that are tokens are not written out. */
export function storageText(storage: StorageSnapshot, hiddenKeys: readonly string[] = ['token']): string {
  const entries: Record<string, string> = {};
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key === null) continue;
    entries[key] = hiddenKeys.includes(key) ? '***' : (storage.getItem(key) ?? '');
  }
  return JSON.stringify(entries);
}

/** One log entry: the query without its `?`, no message as empty text, the storage text as read by `storageText`. */
export function buildErrorLog(page: ErrorLogPage, localStorageText: string): ErrorLogPayload {
  return {
    uri: page.pathname,
    query: page.search.replace(/^\?/, ''),
    status: page.status,
    localStorage: localStorageText,
    message: page.message ?? '',
  };
}
