import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  advancedSearchConditions,
  advancedSearchExpression,
  advancedSearchFilters,
  checkProfessionalExpression,
  describeExpressionError,
  type AdvancedItem,
  type AdvancedRow,
  type AdvancedSearch,
} from '@wenxian/domain';
import { getHotSearch, advanceSearch, search, searchJournals, type SearchRequest } from '@wenxian/api';
import { resetSimulation } from '../../index';
import { simulationState } from '../../session/state';
import { warmUp } from '../warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

const ids = (result: { list: { id: string }[] }) => result.list.map((item) => item.id);
const broad = (extra: Partial<SearchRequest> = {}): SearchRequest => ({
  conditions: [{ searchField: 'U', content: '研究' }],
  pageSize: 50,
  ...extra,
});

describe('simulated /search: sort both ways', () => {
  it.each([
    ['date', (item: { publishDate?: string }) => item.publishDate ?? ''],
    ['cited', (item: { citedCount?: number }) => item.citedCount ?? 0],
    ['download', (item: { downloadCount?: number }) => item.downloadCount ?? 0],
  ] as const)('%s: descending and ascending are both applied', async (sort, key) => {
    const down = await search(broad({ sort, order: 'desc' }));
    const up = await search(broad({ sort, order: 'asc' }));
    const downKeys = down.list.map((item) => key(item as never));
    const upKeys = up.list.map((item) => key(item as never));
    expect(downKeys).toEqual([...downKeys].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(upKeys).toEqual([...upKeys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(up.total).toBe(down.total);
    expect(upKeys[0]).not.toEqual(downKeys[0]);
  });
  it('relevance ignores the direction (best first either way)', async () => {
    expect(ids(await search(broad({ order: 'asc' })))).toEqual(ids(await search(broad({ order: 'desc' }))));
  });
  it('pages of an ascending sort do not overlap', async () => {
    const first = await search(broad({ sort: 'cited', order: 'asc', pageSize: 20 }));
    const second = await search(broad({ sort: 'cited', order: 'asc', pageSize: 20, pageNum: 2 }));
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
  });
});

describe('simulated /search: exact match', () => {
  it('an exact keyword condition finds only records holding that whole keyword', async () => {
    const fuzzy = await search({ conditions: [{ searchField: 'K', content: '乡村' }], pageSize: 100 });
    const exact = await search({ conditions: [{ searchField: 'K', content: '乡村', exact: true }], pageSize: 100 });
    expect(fuzzy.total).toBeGreaterThan(0);
    expect(exact.total).toBeLessThan(fuzzy.total);
    for (const item of exact.list) expect(item.keywords).toContain('乡村');
    const whole = await search({ conditions: [{ searchField: 'K', content: '乡村振兴', exact: true }], pageSize: 100 });
    expect(whole.total).toBeGreaterThan(0);
    for (const item of whole.list) expect(item.keywords).toContain('乡村振兴');
  });
});

describe('simulated /search: professional expressions', () => {
  it('refuses a dangling operator with where and why instead of searching K=x', async () => {
    const error = checkProfessionalExpression('K=乡村振兴 AND');
    expect(error).not.toBeNull();
    await expect(search({ conditions: [], expression: 'K=乡村振兴 AND' })).rejects.toMatchObject({
      code: 70006,
      message: describeExpressionError(error!),
    });
    await expect(search({ conditions: [], expression: 'K=乡村振兴' })).resolves.toMatchObject({
      total: expect.any(Number),
    });
  });
  it.each(['(K=乡村振兴', 'K=乡村振兴)', 'X=乡村振兴', 'K=乡村振兴 K=数字经济', 'K="乡村振兴'])(
    'refuses %s',
    async (expression) => {
      await expect(search({ conditions: [], expression })).rejects.toMatchObject({ code: 70006 });
    },
  );
  it('a quoted phrase keeps its word order; unquoted words may come in any order', async () => {
    const inOrder = await search({ conditions: [], expression: 'T="深度 学习"', pageSize: 100 });
    const reversed = await search({ conditions: [], expression: 'T="学习 深度"', pageSize: 100 });
    const words = await search({ conditions: [], expression: 'T=学习 深度', pageSize: 100 });
    expect(inOrder.total).toBeGreaterThan(0);
    for (const item of inOrder.list) expect(item.title.replace(/\s/g, '')).toContain('深度学习');
    for (const item of reversed.list) expect(item.title.replace(/\s/g, '')).toContain('学习深度');
    expect(reversed.total).toBeLessThan(inOrder.total);
    expect(words.total).toBeGreaterThanOrEqual(inOrder.total);
  });
});

const row = (
  field: AdvancedRow['field'],
  text: string,
  operator: AdvancedRow['operator'],
  match: AdvancedRow['match'],
): AdvancedRow => ({ kind: 'row', id: `${field}${text}`, field, text, operator, match });
const bounds = { min: 1990, max: 2030 };
const requests = (form: AdvancedSearch) => {
  const filters = advancedSearchFilters(form, bounds);
  return {
    advanced: { conditions: advancedSearchConditions(form), conditionFilter: filters, pageSize: 100 } as SearchRequest,
    professional: {
      conditions: [],
      expression: advancedSearchExpression(form),
      conditionFilter: filters,
      pageSize: 100,
    } as SearchRequest,
  };
};

describe('advanced search equals its professional expression', () => {
  it('nested groups, exact rows and filters find the same records', async () => {
    const items: AdvancedItem[] = [
      row('K', '乡村振兴', 'AND', 'fuzzy'),
      row('SU', '数字经济', 'OR', 'fuzzy'),
      {
        kind: 'group',
        id: 'g',
        operator: 'NOT',
        children: [
          row('T', '研究', 'AND', 'fuzzy'),
          {
            kind: 'group',
            id: 'h',
            operator: 'AND',
            children: [row('K', '乡村', 'AND', 'exact'), row('R', '发展', 'OR', 'fuzzy')],
          },
        ],
      },
    ];
    const form: AdvancedSearch = { items, yearFrom: 2015, yearTo: null, types: [1, 2], language: '', indexTags: [] };
    const { advanced, professional } = requests(form);
    const [a, p] = await Promise.all([advanceSearch(advanced), search(professional)]);
    expect(a.total).toBeGreaterThan(0);
    expect(a.total).toBe(p.total);
    expect(ids(a)).toEqual(ids(p));
  });

  it('holds for generated forms', async () => {
    const words = ['乡村振兴', '数字经济', '研究', '发展', '深度 学习', '模型', 'AND', '(网络)', '教育'];
    const rowArb = fc.record({
      kind: fc.constant('row' as const),
      id: fc.constant('r'),
      field: fc.constantFrom('U' as const, 'SU' as const, 'K' as const, 'T' as const, 'R' as const, 'M' as const),
      text: fc.constantFrom(...words),
      operator: fc.constantFrom('AND' as const, 'OR' as const, 'NOT' as const),
      match: fc.constantFrom('exact' as const, 'fuzzy' as const),
    });
    const itemArb: fc.Arbitrary<AdvancedItem> = fc.oneof(
      { weight: 3, arbitrary: rowArb },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('group' as const),
          id: fc.constant('g'),
          operator: fc.constantFrom('AND' as const, 'OR' as const, 'NOT' as const),
          children: fc.array(rowArb, { minLength: 1, maxLength: 3 }),
        }),
      },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(itemArb, { minLength: 1, maxLength: 4 }),
        fc.option(fc.integer({ min: 2010, max: 2025 }), { nil: null }),
        async (items, yearFrom) => {
          const { advanced, professional } = requests({
            items,
            yearFrom,
            yearTo: null,
            types: [],
            language: '',
            indexTags: [],
          });
          const outcome = (call: Promise<{ total: number; list: { id: string }[] }>) =>
            call.then(
              (r) => ({ total: r.total, ids: ids(r) }),
              (e: { code?: number }) => e.code,
            );
          const [a, p] = await Promise.all([outcome(advanceSearch(advanced)), outcome(search(professional))]);
          expect(a).toEqual(p);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('simulated /journal/search', () => {
  it('answers journals, not articles, matching the text', async () => {
    const result = await searchJournals({ conditions: [{ searchField: 'J', content: '学报' }], pageSize: 10 });
    expect(result.total).toBeGreaterThan(0);
    for (const journal of result.list) {
      expect(journal.name).toContain('学报');
      expect(journal).toHaveProperty('indexTags');
      expect(journal).not.toHaveProperty('authors');
    }
  });
  it('filters by index tag and sorts by impact factor both ways', async () => {
    const tagged = await searchJournals({ conditions: [], clusterData: { PRAW: ['CSSCI'] }, pageSize: 100 });
    expect(tagged.list.every((j) => j.indexTags.includes('CSSCI'))).toBe(true);
    const up = await searchJournals({ conditions: [], sort: 'cited', order: 'asc', pageSize: 20 });
    const factors = up.list.map((j) => j.impactFactor ?? 0);
    expect(factors).toEqual([...factors].sort((a, b) => a - b));
  });
});

describe('simulated hot searches', () => {
  it("ranks by this week's count, with last week's beside it", async () => {
    const list = await getHotSearch();
    expect(list.length).toBeGreaterThan(5);
    const counts = list.map((h) => h.currentCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(list.some((h) => h.currentCount !== h.lastWeekCount)).toBe(true);
  });
  it('counts the searches made: repeating one lifts it to the top; facets and later pages do not count', async () => {
    const before = await getHotSearch();
    const top = before[0]?.currentCount ?? 0;
    const text = '图神经网络';
    for (let i = 0; i <= top; i += 1) await search({ conditions: [{ searchField: 'U', content: text }], pageSize: 1 });
    await search({ conditions: [{ searchField: 'U', content: text }], pageSize: 1, pageNum: 2 });
    const after = await getHotSearch();
    expect(after[0]).toMatchObject({
      searchText: text,
      currentCount: top + 1 + (before.find((h) => h.searchText === text)?.currentCount ?? 0),
      lastWeekCount: 0,
    });
  });
  it("searches 7 to 13 days old count as last week's, older ones not at all", async () => {
    const day = 86_400_000;
    const log = simulationState().searchLog;
    const now = simulationState().now();
    // Enough this week to rank first whatever the seeded searches are.
    for (let i = 0; i < 200; i += 1) log.push({ text: '图神经网络', at: now - day - i });
    for (const at of [now - 8 * day, now - 9 * day, now - 20 * day]) log.push({ text: '图神经网络', at });
    expect((await getHotSearch())[0]).toMatchObject({ searchText: '图神经网络', currentCount: 200, lastWeekCount: 2 });
  });
});
