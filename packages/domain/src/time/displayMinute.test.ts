import { expect, it } from 'vitest';
import { displayMinute } from './displayMinute';

it.each([
  // The AI history's raw ISO time, shown in Beijing time.
  ['2026-11-25T00:01:40.300Z', '2026-11-25 08:01'],
  ['2025-11-03 09:00', '2025-11-03 09:00'],
  ['2025-11-03T23:59:59', '2025-11-03 23:59'],
  [Date.UTC(2024, 2, 1, 0, 5), '2024-03-01 08:05'],
  ['1600-01-01 00:00', '未知'],
  ['', '未知'],
  [null, '未知'],
  ['昨天', '昨天'],
])('%s → %s', (value, shown) => {
  expect(displayMinute(value)).toBe(shown);
});
