import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { membershipEndAfterPurchase, membershipEndDay, renewalStartDay } from './membershipTerm';

const dayOf = (epochDay: number): string => new Date(epochDay * 86_400_000).toISOString().slice(0, 10);
const epochDay = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
/** Any day from 2000 to 2099. */
const anyDay = fc.integer({ min: epochDay('2000-01-01'), max: epochDay('2099-12-31') }).map(dayOf);
const anyMonths = fc.integer({ min: 1, max: 36 });

describe('membership term', () => {
  it('runs to the day before the same day of the month, months later', () => {
    expect(membershipEndDay('2025-11-26', 1)).toBe('2025-12-25');
    expect(membershipEndDay('2025-11-26', 3)).toBe('2026-02-25');
    expect(membershipEndDay('2025-01-01', 12)).toBe('2025-12-31');
    expect(membershipEndDay('2025-03-01', 1)).toBe('2025-03-31');
    // No 31 February: the membership runs to the end of February.
    expect(membershipEndDay('2025-01-31', 1)).toBe('2025-02-27');
    expect(membershipEndDay('2024-01-31', 1)).toBe('2024-02-28');
    expect(membershipEndDay('2025-12-15', 1)).toBe('2026-01-14');
  });
  it('lasts about the months bought: between 28 and 31 days a month, never a whole year for one month', () => {
    fc.assert(
      fc.property(anyDay, anyMonths, (start, months) => {
        const days = epochDay(membershipEndDay(start, months)) - epochDay(start) + 1;
        expect(days).toBeGreaterThanOrEqual(28 * months - 3);
        expect(days).toBeLessThanOrEqual(31 * months);
      }),
    );
  });
  it('ends in the anniversary month or the one before it', () => {
    fc.assert(
      fc.property(anyDay, anyMonths, (start, months) => {
        const [y, m] = start.split('-').map(Number) as [number, number];
        const [ey, em] = membershipEndDay(start, months).split('-').map(Number) as [number, number];
        const offset = (ey - y) * 12 + (em - m);
        expect([months - 1, months]).toContain(offset);
      }),
    );
  });
  it('grows with the months bought, and a renewal continues the day after the term', () => {
    fc.assert(
      fc.property(anyDay, anyMonths, anyMonths, (start, a, b) => {
        const first = membershipEndDay(start, a);
        expect(membershipEndDay(start, a + b) >= first).toBe(true);
        const next = renewalStartDay(start, first);
        expect(epochDay(next)).toBe(epochDay(first) + 1);
        expect(renewalStartDay(next, first)).toBe(next);
      }),
    );
  });
  it('a purchase while the membership runs extends it from its end, not from the day bought', () => {
    // A member valid through 2026-12-31 buys a month on 2026-12-03: the month follows 2026-12-31.
    expect(membershipEndAfterPurchase('2026-12-03', '2026-12-31', 1)).toBe('2027-01-31');
    expect(membershipEndAfterPurchase('2026-12-03', '2026-12-31', 12)).toBe('2027-12-31');
    // The last day is still a day of membership: buying on it extends too.
    expect(membershipEndAfterPurchase('2026-12-31', '2026-12-31', 1)).toBe('2027-01-31');
  });
  it('a purchase after the membership lapsed, or without one, starts on the day bought', () => {
    expect(membershipEndAfterPurchase('2026-12-03', '2026-12-02', 1)).toBe('2027-01-02');
    expect(membershipEndAfterPurchase('2026-12-03', null, 1)).toBe('2027-01-02');
    expect(membershipEndAfterPurchase('2027-01-01', '2026-12-31', 3)).toBe('2027-03-31');
  });
  it('keeps month ends in their month when the renewal starts on a day the next month lacks', () => {
    // Ending 30 January, the renewal starts on the 31st; February has no 31st, so it ends before 28 February.
    expect(membershipEndAfterPurchase('2027-01-10', '2027-01-30', 1)).toBe('2027-02-27');
    expect(membershipEndAfterPurchase('2028-01-10', '2028-01-30', 1)).toBe('2028-02-28');
    // Ending 31 January, the renewal starts on 1 February and covers all of it.
    expect(membershipEndAfterPurchase('2027-01-10', '2027-01-31', 1)).toBe('2027-02-28');
    expect(membershipEndAfterPurchase('2028-01-10', '2028-01-31', 1)).toBe('2028-02-29');
    // Bought on 31 January without a membership.
    expect(membershipEndAfterPurchase('2027-01-31', null, 1)).toBe('2027-02-27');
    // Ending at the end of February, the renewal is the whole of March.
    expect(membershipEndAfterPurchase('2027-02-01', '2027-02-28', 1)).toBe('2027-03-31');
  });
  it('never ends before the current end, and a lapsed one never ends before a fresh purchase', () => {
    fc.assert(
      fc.property(anyDay, anyDay, anyMonths, (today, currentEnd, months) => {
        const end = membershipEndAfterPurchase(today, currentEnd, months);
        expect(end > currentEnd).toBe(true);
        expect(end >= membershipEndDay(today, months)).toBe(true);
        if (currentEnd < today) expect(end).toBe(membershipEndDay(today, months));
      }),
    );
  });
  it('refuses what is not a term', () => {
    expect(() => membershipEndDay('2025-1-1', 1)).toThrow(RangeError);
    expect(() => membershipEndDay('2025-01-01', 0)).toThrow(RangeError);
  });
});
