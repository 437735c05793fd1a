/** Link prefetch is skipped on 2g (incl. slow-2g) or data-saver connections (doc 000 §9). */
export function shouldPrefetch(connection: { effectiveType?: string; saveData?: boolean } | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}
