import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wenxian/domain';
import { search, searchAggs } from '@wenxian/api';
import { resetSimulation } from '../../index';
import { warmUp } from '../warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

const standards = { conditions: [{ searchField: 'U', content: '技术规范' }], type: 6 as const };

describe('the standard status facet (作废 / 现行, doc 001 §3)', () => {
  it('is hidden unless asked, and counts the standards found when asked', async () => {
    const plain = await searchAggs(standards);
    expect(plain.some((f) => f.code === 'standardStatus')).toBe(false);
    const [result, asked] = await Promise.all([
      search(standards),
      searchAggs({ ...standards, agsList: [{ code: 'standardStatus', size: 2 }] }),
    ]);
    const status = asked.find((f) => f.code === 'standardStatus');
    expect(status?.name).toBe('标准状态');
    expect(status?.items.map((i) => i.name).sort()).toEqual(
      [messages.standardStatus.current, messages.standardStatus.void].sort(),
    );
    expect(status?.items.reduce((sum, i) => sum + i.count, 0)).toBe(result.total);
  });

  it('filters: 现行 keeps only current standards', async () => {
    const request = { ...standards, conditionFilter: { standardStatus: [messages.standardStatus.current] } };
    const [all, current, facets] = await Promise.all([
      search(standards),
      search(request),
      searchAggs({ ...request, agsList: [{ code: 'standardStatus', size: 2 }] }),
    ]);
    expect(current.total).toBeGreaterThan(0);
    expect(current.total).toBeLessThan(all.total);
    const status = facets.find((f) => f.code === 'standardStatus');
    expect(status?.items).toEqual([
      expect.objectContaining({ name: messages.standardStatus.current, count: current.total }),
    ]);
  });
});
