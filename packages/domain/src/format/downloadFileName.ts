/** File extension per kind of downloaded text (doc 000 §9: .txt text, .doc word). */
export const downloadFileExtensions = { text: '.txt', word: '.doc' } as const;
export type DownloadFileKind = keyof typeof downloadFileExtensions;

/**
 * Name of a generated text download: product prefix + timestamp + extension, e.g.
 * `AI综述1767600000000.doc`. The timestamp is the epoch milliseconds of `now` (server-aligned
 * time from the caller), which keeps names unique and sortable.
 */
export function downloadFileName(prefix: string, kind: DownloadFileKind, now: number): string {
  const safePrefix = prefix.replace(/[\\/:*?"<>|]/g, '').trim();
  return `${safePrefix}${Math.trunc(now)}${downloadFileExtensions[kind]}`;
}
