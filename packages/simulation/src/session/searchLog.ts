import type { HotSearchRecord, SearchLogSeed } from '../data/content';
import { simulationState } from './state';

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;
/** Entries of the hot-search list (doc 000 §9 shows a ranking; the length is decided here). */
const HOT_SEARCH_SIZE = 20;
/** Longest text counted: a pasted paragraph is not a hot search. */
const MAX_COUNTED_LENGTH = 40;

/** A stable id per text (FNV-1a), so an entry keeps its id as its rank changes. */
function hotSearchId(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return `HS${hash.toString(36)}`;
}

/** Notes a search that was run (the first page of a search, not its facets or later pages). */
export function recordSearch(text: string): void {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > MAX_COUNTED_LENGTH) return;
  const current = simulationState();
  // Loaded from an older stored state, the log may be missing.
  current.searchLog ??= [];
  current.searchLog.push({ text: trimmed, at: current.now() });
}

/**
 * This week's and last week's searches per text: the last 7 days against the 7 before them, counting the
 * seeded searches of other readers and the session's own. Ranked by this week, ties by last week, then text.
 */
export function hotSearches(seed: readonly SearchLogSeed[]): HotSearchRecord[] {
  const current = simulationState();
  const now = current.now();
  const counts = new Map<string, { current: number; last: number }>();
  const add = (text: string, daysAgo: number, count: number): void => {
    if (daysAgo < 0 || daysAgo >= 2 * WEEK_DAYS || count === 0) return;
    const entry = counts.get(text) ?? { current: 0, last: 0 };
    if (daysAgo < WEEK_DAYS) entry.current += count;
    else entry.last += count;
    counts.set(text, entry);
  };
  for (const { searchText, daily } of seed) daily.forEach((count, daysAgo) => add(searchText, daysAgo, count));
  for (const { text, at } of current.searchLog ?? []) add(text, Math.floor((now - at) / DAY_MS), 1);
  return [...counts]
    .filter(([, c]) => c.current > 0)
    .sort(([a, x], [b, y]) => y.current - x.current || y.last - x.last || a.localeCompare(b))
    .slice(0, HOT_SEARCH_SIZE)
    .map(([searchText, c]) => ({
      id: hotSearchId(searchText),
      searchText,
      currentCount: c.current,
      lastWeekCount: c.last,
    }));
}
