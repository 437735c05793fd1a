import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wenxian/domain';
import { ApiError, search, searchAggs } from '@wenxian/api';
import { getWordSearchPrefix } from '../helpers';
import { resetSimulation, scenario } from '../../index';
import { server } from '../../node';
import { warmUp } from '../warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

describe('simulated /search', () => {
  it('finds records whose title, keywords or abstract contain the words, with <em> highlights', async () => {
    const result = await search({ conditions: [{ searchField: 'U', content: '深度学习' }], pageSize: 5 });
    expect(result.total).toBeGreaterThan(5);
    expect(result.list).toHaveLength(5);
    for (const item of result.list) expect(`${item.title}${item.abstract}${item.keywords?.join('')}`).toMatch(/深度/);
    expect(result.list.some((item) => item.highlightTitle?.includes('<em>'))).toBe(true);
  });

  it('facet counts of the type facet add up to the total', async () => {
    const request = { conditions: [{ searchField: 'K', content: '乡村振兴' }] };
    const [result, facets] = await Promise.all([search(request), searchAggs(request)]);
    const types = facets.find((f) => f.code === 'type');
    expect(types?.items.reduce((sum, item) => sum + item.count, 0)).toBe(result.total);
    // Default sizes of doc 000 §9: 10 for types, 5 for years.
    expect(facets.find((f) => f.code === 'Y')?.items.length).toBeLessThanOrEqual(5);
  });

  it('honours professional expressions with NOT', async () => {
    const all = await search({ conditions: [], expression: 'K=数字经济', pageSize: 100 });
    const without = await search({ conditions: [], expression: 'K=数字经济 NOT K=乡村振兴', pageSize: 100 });
    expect(without.total).toBeLessThan(all.total);
    for (const item of without.list) expect(item.keywords).not.toContain('乡村振兴');
  });

  it('answers 70007 with the stop-word message for a stop word only', async () => {
    await expect(search({ conditions: [{ searchField: 'U', content: '的' }] })).rejects.toMatchObject({
      code: 70007,
      message: messages.errorPage.stopWord,
    });
  });

  it('browses a type with no text (the home page tiles), and still refuses a query of nothing at all', async () => {
    const patents = await search({ conditions: [], type: 5, pageSize: 10 });
    expect(patents.total).toBeGreaterThan(10);
    expect(patents.list.map((item) => item.type)).toEqual(Array(10).fill(5));
    const facets = await searchAggs({ conditions: [{ searchField: 'U', content: '' }], type: 5 });
    expect(facets.find((f) => f.code === 'type')?.items.map((item) => item.id)).toEqual(['5']);
    await expect(search({ conditions: [] })).rejects.toMatchObject({ code: 70007 });
  });

  it('answers 70006 for an over-long query', async () => {
    await expect(search({ conditions: [{ searchField: 'U', content: '研究'.repeat(150) }] })).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(search({ conditions: [{ searchField: 'U', content: '研究'.repeat(150) }] })).rejects.toMatchObject({
      code: 70006,
    });
  });

  it('a scenario forces a code on one call', async () => {
    server.use(scenario('search', { code: 70007 }));
    await expect(search({ conditions: [{ searchField: 'U', content: '深度学习' }] })).rejects.toMatchObject({
      code: 70007,
    });
  });

  it('filters by type, thesis type and year, sorts by date and pages', async () => {
    const theses = await search({
      conditions: [{ searchField: 'U', content: '研究' }],
      conditionFilter: { type: [2], thesisType: ['博士'] },
      pageSize: 50,
    });
    expect(theses.total).toBeGreaterThan(0);
    const byDate = await search({
      conditions: [{ searchField: 'U', content: '研究' }],
      conditionFilter: { Y: [2024, 2025] },
      sort: 'date',
      pageSize: 20,
    });
    const dates = byDate.list.map((item) => item.publishDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(byDate.list.every((item) => item.year === 2024 || item.year === 2025)).toBe(true);
    const second = await search({
      conditions: [{ searchField: 'U', content: '研究' }],
      conditionFilter: { Y: [2024, 2025] },
      sort: 'date',
      pageSize: 20,
      pageNum: 2,
    });
    expect(second.list[0]?.id).not.toBe(byDate.list[0]?.id);
    expect(second.pageNum).toBe(2);
  });

  it('standards are 现行 or 作废', async () => {
    const standards = await search({ conditions: [{ searchField: 'ST', content: '技术规范' }], pageSize: 100 });
    expect(standards.total).toBeGreaterThan(0);
    expect(standards.list.every((item) => item.type === 6)).toBe(true);
  });

  it("a suggestion's publication count equals what a keyword search finds", async () => {
    const [first] = await getWordSearchPrefix('乡村振兴');
    const found = await search({ conditions: [{ searchField: 'K', content: first?.name ?? '' }] });
    expect(first?.recommendValue).toBe(found.total);
  });

  it('suggestions carry publication counts', async () => {
    const items = await getWordSearchPrefix('乡村');
    expect(items[0]?.name.startsWith('乡村')).toBe(true);
    expect(items[0]?.recommendValue).toBeGreaterThan(0);
  });
});
