import type { MagazineQuery } from '@wenxian/api';
import { normalizeComparedJournals } from '@wenxian/domain';

/**
 * What an analysis page asks for, read from its address so the server, the loader and the hooks agree:
 * `id` (managed journal), `startYear`, `endYear`, `compare` (compared journal ids, comma separated).
 */
export function analysisQueryOf(search: URLSearchParams): MagazineQuery {
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
