import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { SearchRequest, SearchResult } from '@wenxian/api';
import { isSearchHistoryKey, readSearchHistory, type SearchHistoryRecord } from '@wenxian/domain';
import { historyRecordOf, noteSearch, useNoteServerSearch } from './noteSearch';
import { clearSearchHistory, deleteSearchHistory, rerunHref } from './useSearchHistory';

const result = (expression: string): SearchResult => ({
  list: [],
  total: 0,
  pageNum: 1,
  pageSize: 20,
  expression,
  expressionZ: expression,
});
const basic = (content: string, field = 'U', exact = false): SearchRequest => ({
  conditions: [{ searchField: field, content, ...(exact ? { exact } : {}) }],
  pageNum: 1,
});
const stored = () => readSearchHistory(localStorage);

afterEach(() => {
  for (const key of Object.keys(localStorage)) if (isSearchHistoryKey(key)) localStorage.removeItem(key);
});

describe('historyRecordOf', () => {
  it('keeps the conditions (exact as the E field) and the expression the server evaluated', () => {
    const record = historyRecordOf(basic('深度学习', 'T', true), result('TE=深度学习'), 1_763_860_000_000);
    expect(record).toEqual({
      timestamp: 1_763_860_000_000,
      conditions: [{ searchField: 'TE', content: '深度学习', logicalOperator: 'AND' }],
      expression: 'TE=深度学习',
      expressionZ: 'TE=深度学习',
    });
  });

  it('keeps nested groups and drops empty rows', () => {
    const request: SearchRequest = {
      conditions: [
        { searchField: 'SU', content: '乡村振兴' },
        { searchField: 'K', content: '  ' },
        {
          searchField: 'SU',
          content: '',
          logicalOperator: 'AND',
          children: [
            { searchField: 'SU', content: '数字经济' },
            { searchField: 'K', content: '发展', logicalOperator: 'OR' },
          ],
        },
      ],
    };
    const record = historyRecordOf(request, result('SU=乡村振兴 AND (SU=数字经济 OR K=发展)'), 1);
    expect(record?.conditions).toHaveLength(2);
    expect(record?.conditions[1]?.children?.map((c) => c.logicalOperator)).toEqual(['AND', 'OR']);
  });

  it('keeps a professional search as typed, and searches it again in professional mode', () => {
    // /search?k=…&regex=1 sends the box as a U condition beside the expression (searchRequestOf).
    const typed = 'T=深度学习 AND A=张伟';
    const request: SearchRequest = { conditions: [{ searchField: 'U', content: typed }], expression: typed };
    const record = historyRecordOf(request, result(typed), 1);
    expect(record).toMatchObject({ conditions: [], expression: typed, expressionZ: typed });
    const href = rerunHref(record!);
    expect(new URL(href, 'http://x').searchParams.get('k')).toBe(typed);
    expect(href).toContain('regex=1');
  });

  it('keeps a basic search whose text begins with a field prefix as that expression, not under U= again', () => {
    const typed = 'T=深度学习 AND A=倪立诚';
    const record = historyRecordOf(basic(typed), result(`U=${typed}`), 1);
    expect(record).toMatchObject({ conditions: [], expression: typed, expressionZ: typed });
    expect(rerunHref(record!)).toContain('regex=1');
    // A plain basic text keeps its field condition.
    expect(historyRecordOf(basic('深度学习'), result('U=深度学习'), 1)?.conditions).toHaveLength(1);
  });

  it('notes nothing for a search without text', () => {
    expect(historyRecordOf({ conditions: [] }, { expression: '' }, 1)).toBeNull();
  });
});

describe('noteSearch', () => {
  it('stores first pages only, newest first, a repeated search once', () => {
    noteSearch(basic('碳中和'), result('U=碳中和'));
    noteSearch({ ...basic('碳中和'), pageNum: 2 }, result('U=碳中和'));
    noteSearch(basic('乡村振兴'), result('U=乡村振兴'));
    noteSearch(basic('碳中和'), result('U=碳中和'));
    expect(stored().map((r) => r.expression)).toEqual(['U=碳中和', 'U=乡村振兴']);
  });

  it('keeps two searches made in the same millisecond', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_763_000_000_000);
    noteSearch(basic('碳中和'), result('U=碳中和'));
    noteSearch(basic('乡村振兴'), result('U=乡村振兴'));
    now.mockRestore();
    expect(stored().map((r) => r.expression)).toEqual(['U=乡村振兴', 'U=碳中和']);
    clearSearchHistory();
  });

  it('deletes one record, then clears the rest (other keys untouched)', () => {
    localStorage.setItem('other', 'kept');
    noteSearch(basic('碳中和'), result('U=碳中和'));
    const [first] = stored();
    deleteSearchHistory(first?.timestamp ?? 0);
    expect(stored()).toHaveLength(0);
    noteSearch(basic('乡村振兴'), result('U=乡村振兴'));
    clearSearchHistory();
    expect(stored()).toHaveLength(0);
    expect(localStorage.getItem('other')).toBe('kept');
    localStorage.removeItem('other');
  });
});

describe('rerunHref', () => {
  const record = (conditions: SearchHistoryRecord['conditions'], expression: string): SearchHistoryRecord => ({
    timestamp: 1,
    conditions,
    expression,
    expressionZ: expression,
  });

  it('opens a plain search as a basic search with its field and exact flag', () => {
    expect(rerunHref(record([{ searchField: 'U', content: '碳中和', logicalOperator: 'AND' }], 'U=碳中和'))).toBe(
      '/search?k=%E7%A2%B3%E4%B8%AD%E5%92%8C',
    );
    expect(rerunHref(record([{ searchField: 'TE', content: '深度学习', logicalOperator: 'AND' }], 'TE=深度学习'))).toBe(
      '/search?k=%E6%B7%B1%E5%BA%A6%E5%AD%A6%E4%B9%A0&n=T&ex=1',
    );
  });

  it('opens anything else as its professional expression', () => {
    const href = rerunHref(
      record(
        [
          { searchField: 'SU', content: '乡村振兴', logicalOperator: 'AND' },
          { searchField: 'K', content: '发展', logicalOperator: 'OR' },
        ],
        'SU=乡村振兴 OR K=发展',
      ),
    );
    expect(new URL(href, 'http://x').searchParams.get('k')).toBe('SU=乡村振兴 OR K=发展');
    expect(href).toContain('regex=1');
  });
});

describe('useNoteServerSearch', () => {
  it('notes a result that came with the page, once per search', () => {
    const request = basic('碳中和');
    const { rerender } = renderHook(({ data }) => useNoteServerSearch(request, data), {
      initialProps: { data: undefined as SearchResult | undefined },
    });
    expect(stored()).toHaveLength(0);
    rerender({ data: result('U=碳中和') });
    rerender({ data: result('U=碳中和') });
    expect(stored().map((r) => r.expression)).toEqual(['U=碳中和']);
  });
});
