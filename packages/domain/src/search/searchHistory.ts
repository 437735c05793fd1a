import { isRecord } from '../validation/storedJson';

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

/** A stored condition, rebuilt field by field (nothing else of the stored object is kept); null if malformed. */
function readCondition(value: unknown): SearchCondition | null {
  if (!isRecord(value)) return null;
  const { searchField, content, logicalOperator, children } = value;
  if (typeof searchField !== 'string' || typeof content !== 'string' || typeof logicalOperator !== 'string')
    return null;
  if (children === undefined) return { searchField, content, logicalOperator };
  const read = Array.isArray(children) ? children.map(readCondition) : [null];
  return read.every((child) => child !== null)
    ? { searchField, content, logicalOperator, children: read as SearchCondition[] }
    : null;
}

/** A stored history record in the shape of doc 000 §9, or null when it is not one. */
export function readSearchHistoryRecord(value: unknown): SearchHistoryRecord | null {
  if (!isRecord(value)) return null;
  const { timestamp, conditions, expression, expressionZ } = value;
  if (typeof timestamp !== 'number' || typeof expression !== 'string' || typeof expressionZ !== 'string') return null;
  if (!Array.isArray(conditions)) return null;
  const read = conditions.map(readCondition);
  return read.every((condition) => condition !== null)
    ? { timestamp, conditions: read as SearchCondition[], expression, expressionZ }
    : null;
}

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
    const record = readSearchHistoryRecord(safeJson(storage.getItem(key)));
    if (record) records.push(record);
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
