/** A slot of the pager: a page number or a gap. */
export type PageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' };

/**
 * The pages a pager shows: always the first and last, the current one with `siblings` on each side,
 * and a gap wherever pages are skipped; a gap never stands for a single page (that page is shown).
 */
export function pageWindow(current: number, pageCount: number, siblings = 2): PageSlot[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(current, 1), pageCount);
  const from = Math.max(2, page - siblings);
  const to = Math.min(pageCount - 1, page + siblings);
  const slots: PageSlot[] = [{ kind: 'page', page: 1 }];
  if (from === 3) slots.push({ kind: 'page', page: 2 });
  else if (from > 3) slots.push({ kind: 'gap', key: 'start' });
  for (let p = from; p <= to; p += 1) slots.push({ kind: 'page', page: p });
  if (to === pageCount - 2) slots.push({ kind: 'page', page: pageCount - 1 });
  else if (to < pageCount - 2) slots.push({ kind: 'gap', key: 'end' });
  if (pageCount > 1) slots.push({ kind: 'page', page: pageCount });
  return slots;
}

/** Number of pages for a total and a page size (at least one page once there is anything). */
export function pageCountOf(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(Math.max(total, 0) / pageSize) : 0;
}
