import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { beijingTime } from '../time/beijingTime';
import { activityPhase, countdownParts, isActivityKey, millisToNextPhase, specActivityWindows } from './activityPhase';

describe('activityPhase', () => {
  it('puts the double promotion before, during and after its doc 000 §4.7 window by server time', () => {
    const window = specActivityWindows.doublepromotion!;
    expect(activityPhase(window, beijingTime(2025, 11, 3, 8, 59, 59))).toBe('before');
    expect(activityPhase(window, beijingTime(2025, 11, 3, 9))).toBe('during');
    expect(activityPhase(window, beijingTime(2025, 11, 30, 23, 59, 59))).toBe('during');
    expect(activityPhase(window, beijingTime(2025, 12, 1))).toBe('after');
  });

  it('gives the AI promotion the teaching-agent window (2025-10-29 10:00 to 11-30 23:59:59)', () => {
    const window = specActivityWindows.aipromotional!;
    expect(activityPhase(window, beijingTime(2025, 10, 29, 9, 59))).toBe('before');
    expect(activityPhase(window, beijingTime(2025, 10, 29, 10))).toBe('during');
    expect(activityPhase(window, beijingTime(2025, 12, 1))).toBe('after');
  });

  it('is monotonic: once after, never during again; the countdown reaches the next phase exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1e10 }),
        fc.integer({ min: -1e10, max: 2e10 }),
        (start, length, offset) => {
          const window = { start, end: start + length };
          const now = start + offset;
          const phase = activityPhase(window, now);
          const next = millisToNextPhase(window, now);
          if (phase === 'after') return next === null;
          return (
            next !== null &&
            next > 0 &&
            activityPhase(window, now + next) !== phase &&
            activityPhase(window, now + next - 1) === phase
          );
        },
      ),
    );
  });

  it('splits a countdown into days, hours, minutes and seconds', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('knows the seven activity routes of routes.txt', () => {
    expect(isActivityKey('readingmonth')).toBe(true);
    expect(isActivityKey('SchoolSeason')).toBe(true);
    expect(isActivityKey('schoolseason')).toBe(false);
  });
});
