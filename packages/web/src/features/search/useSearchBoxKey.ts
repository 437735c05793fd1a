import { useCallback, useState } from 'react';
import { buildSearchUrl, type SearchPageState } from '@wenxian/domain';

type Seen = { address: string; generation: number; submitted: string | null };

/**
 * The key that gives a results page's search box the search of the page's address afresh. It changes with the
 * address (back, forward, a facet, a link), except when the address is the one the box's own submit asked for:
 * the box already shows that search, and giving it afresh would take the focus from the field the visitor typed
 * in, and re-create the box while the new results paint. `address` and what `noteSubmit` is given are written
 * the same way (the page's canonical address of a search state).
 */
/**
 * The address a results page gives its search box's key: the search alone, without type, filters, sort or page, so
 * text typed while a filter's results load stays in the box.
 */
export const searchBoxAddressOf = (state: SearchPageState): string => buildSearchUrl({ ...state, typeId: null });

export function useSearchBoxKey(address: string): { key: string; noteSubmit: (address: string) => void } {
  const [seen, setSeen] = useState<Seen>({ address, generation: 0, submitted: null });
  let current = seen;
  if (seen.address !== address) {
    const generation = address === seen.submitted ? seen.generation : seen.generation + 1;
    current = { address, generation, submitted: null };
    // Adjusted while rendering (React's pattern for state derived from a changed input): no extra commit.
    setSeen(current);
  }
  const noteSubmit = useCallback((submitted: string) => setSeen((before) => ({ ...before, submitted })), []);
  return { key: String(current.generation), noteSubmit };
}
