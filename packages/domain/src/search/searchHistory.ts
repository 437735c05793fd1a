import { z } from '../validation/zod';

/** One condition of a search, possibly grouping children (doc 000 §3). */
export interface SearchCondition {
  searchField: string;
  content: string;
  logicalOperator: string;
  children?: SearchCondition[];
}

export interface SearchHistoryRecord {
  timestamp: number;
  conditions: SearchCondition[];
  expression: string;
  expressionZ: string;
}

/** The storage the history lives in (window.localStorage satisfies it). */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const conditionSchema: z.ZodType<SearchCondition> = z.lazy(() =>
  z.object({
    searchField: z.string(),
    content: z.string(),
    logicalOperator: z.string(),
    children: z.array(conditionSchema).optional(),
  }),
);

export const searchHistoryRecordSchema = z.object({
  timestamp: z.number(),
  conditions: z.array(conditionSchema),
  expression: z.string(),
  expressionZ: z.string(),
});

/** History records are kept under their timestamp (epoch ms) as the key (doc 000 §9). */
export function searchHistoryKey(timestamp: number): string {
  return String(Math.trunc(timestamp));
}

export function isSearchHistoryKey(key: string): boolean {
  return /^\d{13}$/.test(key);
}

export function createSearchHistoryRecord(
  search: Omit<SearchHistoryRecord, 'timestamp'>,
  now: number,
): SearchHistoryRecord {
  return { timestamp: Math.trunc(now), ...search };
}

export function saveSearchHistory(storage: KeyValueStorage, record: SearchHistoryRecord): void {
  storage.setItem(searchHistoryKey(record.timestamp), JSON.stringify(record));
}

/** Every well-formed record in the storage, newest first; other keys and broken values are skipped. */
export function readSearchHistory(storage: KeyValueStorage): SearchHistoryRecord[] {
  const records: SearchHistoryRecord[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key === null || !isSearchHistoryKey(key)) continue;
    const parsed = searchHistoryRecordSchema.safeParse(safeJson(storage.getItem(key)));
    if (parsed.success) records.push(parsed.data);
  }
  return records.sort((a, b) => b.timestamp - a.timestamp);
}

function safeJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
