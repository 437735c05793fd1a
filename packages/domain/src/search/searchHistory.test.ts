import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createSearchHistoryRecord,
  readSearchHistory,
  readSearchHistoryRecord,
  saveSearchHistory,
  searchHistoryKey,
  type KeyValueStorage,
} from './searchHistory';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      map.set(k, v);
    },
  };
}

const search = {
  conditions: [
    {
      searchField: 'T',
      content: '人工智能',
      logicalOperator: 'AND',
      children: [{ searchField: 'A', content: '张三', logicalOperator: 'OR' }],
    },
  ],
  expression: 'T=人工智能',
  expressionZ: '题名=人工智能',
};

describe('search history', () => {
  it('stores a record under its timestamp key', () => {
    const storage = memoryStorage();
    const record = createSearchHistoryRecord(search, 1767600000123.9);
    saveSearchHistory(storage, record);
    expect(searchHistoryKey(record.timestamp)).toBe('1767600000123');
    expect(JSON.parse(storage.map.get('1767600000123') ?? '')).toEqual({ timestamp: 1767600000123, ...search });
  });
  it('reads records newest first and skips other keys and broken values', () => {
    const storage = memoryStorage();
    saveSearchHistory(storage, createSearchHistoryRecord(search, 1767600000000));
    saveSearchHistory(storage, createSearchHistoryRecord({ ...search, expression: 'A=李四' }, 1767600009999));
    storage.setItem('token', '1');
    storage.setItem('1767600000001', '{broken');
    storage.setItem('1767600000002', '{"timestamp":1}');
    expect(readSearchHistory(storage).map((r) => r.expression)).toEqual(['A=李四', 'T=人工智能']);
  });

  it('reads back every record it stores, nested conditions included, and nothing else of the stored object', () => {
    const { condition } = fc.letrec((tie) => ({
      condition: fc.record(
        {
          searchField: fc.string(),
          content: fc.string(),
          logicalOperator: fc.constantFrom('AND', 'OR', 'NOT'),
          children: fc.array(tie('condition'), { maxLength: 2 }),
        },
        { requiredKeys: ['searchField', 'content', 'logicalOperator'] },
      ),
    }));
    const record = fc.record({
      timestamp: fc.integer({ min: 0 }),
      conditions: fc.array(condition, { maxLength: 3 }),
      expression: fc.string(),
      expressionZ: fc.string(),
    });
    fc.assert(
      fc.property(record, (value) => {
        const stored = JSON.parse(JSON.stringify({ ...value, extra: 1 })) as unknown;
        expect(readSearchHistoryRecord(stored)).toEqual(value);
      }),
    );
  });
  it('never throws on whatever another script left in storage, and takes none of it for a record', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const read = readSearchHistoryRecord(value);
        if (read) expect(typeof read.expression).toBe('string');
      }),
    );
    expect(readSearchHistoryRecord({ ...search, timestamp: 1, conditions: [{ searchField: 'T' }] })).toBeNull();
    expect(
      readSearchHistoryRecord({ ...search, timestamp: 1, conditions: [{ ...search.conditions[0], children: 'x' }] }),
    ).toBeNull();
  });
});
