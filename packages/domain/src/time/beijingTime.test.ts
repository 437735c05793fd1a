import { expect, it } from 'vitest';
import { beijingDayNumber, beijingTime, beijingYear } from './beijingTime';
import { formatBeijing, parseBeijingDateTime } from './formatBeijing';

it('reads wall-clock times as UTC+8', () => {
  expect(new Date(beijingTime(2025, 11, 3, 9)).toISOString()).toBe('2025-11-03T01:00:00.000Z');
  expect(formatBeijing(Date.parse('2025-05-20T16:30:00Z'))).toBe('2025-05-21');
  expect(formatBeijing(beijingTime(2024, 3, 1, 8, 5), 'YYYY-MM-DD HH:mm')).toBe('2024-03-01 08:05');
  expect(beijingDayNumber(beijingTime(2024, 3, 2)) - beijingDayNumber(beijingTime(2024, 3, 1, 23, 59))).toBe(1);
});

it("turns the year at Beijing's midnight, eight hours before UTC's", () => {
  expect(beijingYear(Date.parse('2026-12-31T15:59:59Z'))).toBe(2026);
  expect(beijingYear(Date.parse('2026-12-31T16:00:00Z'))).toBe(2027);
});

it('parses zone-less server texts as Beijing time', () => {
  expect(parseBeijingDateTime('2025-11-03 09:00:00')).toBe(beijingTime(2025, 11, 3, 9));
  expect(parseBeijingDateTime('2025/4/15')).toBe(beijingTime(2025, 4, 15));
  expect(parseBeijingDateTime('2025-11-03T09:00')).toBe(beijingTime(2025, 11, 3, 9));
  expect(parseBeijingDateTime('2025-11-03T01:00:00Z')).toBe(beijingTime(2025, 11, 3, 9));
  expect(parseBeijingDateTime('2025-02-30')).toBeNull();
  expect(parseBeijingDateTime('yesterday')).toBeNull();
});
