/**
 * The pager's 跳至 [n] 页 field: the page its text names, or null when the text is not a whole page number from 1
 * to the last page. Out-of-range numbers are refused rather than moved to the nearest end, so the visitor is told
 * what the pager accepts and keeps what was typed (docs/decisions/search-ui.md).
 */
export function jumpTargetPage(text: string, pageCount: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= pageCount ? page : null;
}
