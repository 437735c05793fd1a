import { useLocation, useNavigate } from 'react-router-dom';
import type { ManagerQuery } from '@wenxian/api';
import { normalizeComparedJournals } from '@wenxian/domain';

/**
 * What an analysis page asks for, read from its address so the server, the loader and the hooks agree:
 * `id` (managed journal), `startYear`, `endYear`, `compare` (compared journal ids, comma separated).
 */
export function analysisQueryOf(search: URLSearchParams): ManagerQuery {
  const journalId = search.get('id') ?? '';
  const year = (name: string) => {
    const value = Number(search.get(name) ?? '');
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const startYear = year('startYear');
  const endYear = year('endYear');
  const compare = normalizeComparedJournals(journalId, (search.get('compare') ?? '').split(','));
  return {
    journalId,
    ...(startYear ? { startYear } : {}),
    ...(endYear ? { endYear } : {}),
    ...(compare.length ? { compareJournalIds: compare } : {}),
  };
}

/** Writes an analysis's inputs back into the address (the loader and the hooks read them from there). */
export function useAnalysisQueryNavigation(query: ManagerQuery): (next: Partial<ManagerQuery>) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (next) => {
    const merged = { ...query, ...next };
    const search = new URLSearchParams();
    if (merged.journalId) search.set('id', merged.journalId);
    if (merged.startYear) search.set('startYear', String(merged.startYear));
    if (merged.endYear) search.set('endYear', String(merged.endYear));
    if (merged.compareJournalIds?.length) search.set('compare', merged.compareJournalIds.join(','));
    const text = search.toString();
    void navigate(text ? `${pathname}?${text}` : pathname);
  };
}
