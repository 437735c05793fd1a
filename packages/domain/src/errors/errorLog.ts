/** Payload of /web-save-error (doc 000 §7.2): uri, query, status, local-storage text, message. */
export interface ErrorLogPayload {
  uri: string;
  query: string;
  status: number;
  localStorage: string;
  message: string;
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

export function buildErrorLog(
  page: { pathname: string; search: string; status: number; message?: string | null },
  storage: StorageSnapshot,
): ErrorLogPayload {
  return {
    uri: page.pathname,
    query: page.search.replace(/^\?/, ''),
    status: page.status,
    localStorage: storageText(storage),
    message: page.message ?? '',
  };
}
