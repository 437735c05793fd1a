import { afterEach, expect, it, vi } from 'vitest';
import { BEHAVIOR_LOG_PATHS } from '@wenxian/api';
import { logSearch, searchRecordOf } from './behaviorLog';
import { bodiesSentTo, recordReceivedRequests } from '../../test/receivedRequests';

const received = recordReceivedRequests();
/** The search records as the simulated backend received them, in order. */
const records = () => bodiesSentTo(received, BEHAVIOR_LOG_PATHS.addSearchRecord);
afterEach(() => vi.unstubAllGlobals());

const found = { expression: 'U=机器学习', total: 42 };

it('records a one-box search as typed, a professional one as its expression, anything else as evaluated', () => {
  expect(searchRecordOf({ conditions: [{ searchField: 'U', content: ' 机器学习 ' }] }, found)).toEqual({
    expression: '机器学习',
    total: 42,
  });
  const typed = 'T=深度学习 AND A=张伟';
  expect(
    searchRecordOf({ conditions: [{ searchField: 'U', content: typed }], expression: typed, type: 1 }, found),
  ).toEqual({ expression: typed, total: 42, type: 1 });
  const advanced = { expression: 'SU=乡村振兴 AND K=发展', total: 3 };
  expect(
    searchRecordOf(
      {
        conditions: [
          { searchField: 'SU', content: '乡村振兴' },
          { searchField: 'K', content: '发展', logicalOperator: 'AND' },
        ],
      },
      advanced,
    ).expression,
  ).toBe(advanced.expression);
  expect(
    searchRecordOf({ conditions: [{ searchField: 'T', content: '深度学习', exact: true }] }, found).expression,
  ).toBe(found.expression);
});

it('sends a search record when the page is idle, or at once when the page is hidden first, and only once', async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  logSearch({ expression: '机器学习', total: 42 });
  expect(idle).toHaveLength(1);
  idle.shift()?.();
  await expect.poll(records).toEqual([{ expression: '机器学习', total: 42 }]);

  logSearch({ expression: '深度学习', total: 3 });
  window.dispatchEvent(new Event('pagehide'));
  idle.shift()?.();
  window.dispatchEvent(new Event('pagehide'));
  // A record sent twice would arrive before the next one: the calls leave in order.
  logSearch({ expression: '知识图谱', total: 7 });
  idle.shift()?.();
  await expect.poll(records).toHaveLength(3);
  expect(records()).toEqual([
    { expression: '机器学习', total: 42 },
    { expression: '深度学习', total: 3 },
    { expression: '知识图谱', total: 7 },
  ]);
});
