import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  amountDue,
  checkFileProblem,
  checkOrderProgress,
  checkPrice,
  checkTimings,
  checkVersionOf,
  countCheckChars,
  couponDiscount,
  usableCoupons,
} from './thesisDetection';

const standard = checkVersionOf('standard')!;
const now = Date.parse('2025-06-01T00:00:00Z');
const coupon = (
  over: Partial<{ id: string; amount: number; threshold: number; used: boolean; expireAt: string }> = {},
) => ({
  id: 'C1',
  amount: 20,
  threshold: 0,
  used: false,
  expireAt: '2025-07-01T00:00:00Z',
  ...over,
});

describe('thesis detection', () => {
  it('counts characters without whitespace and prices every started thousand', () => {
    expect(countCheckChars('深度 学习\n方法')).toBe(6);
    expect(checkPrice(standard, 0)).toBe(2);
    expect(checkPrice(standard, 1000)).toBe(2);
    expect(checkPrice(standard, 1001)).toBe(4);
    expect(checkPrice(standard, 12_345)).toBe(26);
  });

  it('accepts doc, docx, pdf and txt up to 15 MB', () => {
    expect(checkFileProblem({ name: '论文.DOCX', size: 10 })).toBeNull();
    expect(checkFileProblem({ name: '论文.txt', size: 15 * 1024 * 1024 })).toBeNull();
    expect(checkFileProblem({ name: '论文.txt', size: 15 * 1024 * 1024 + 1 })).toBe('size');
    expect(checkFileProblem({ name: '论文.png', size: 10 })).toBe('type');
    expect(checkFileProblem({ name: '论文', size: 10 })).toBe('type');
    expect(checkFileProblem({ name: 'a.pdf', size: 0 })).toBe('empty');
  });

  it('applies a coupon only when unused, unexpired and over its threshold, never below zero', () => {
    expect(couponDiscount(coupon(), 26, now)).toBe(20);
    expect(couponDiscount(coupon(), 8, now)).toBe(8);
    expect(couponDiscount(coupon({ used: true }), 26, now)).toBe(0);
    expect(couponDiscount(coupon({ expireAt: '2025-05-01T00:00:00Z' }), 26, now)).toBe(0);
    expect(couponDiscount(coupon({ threshold: 30 }), 26, now)).toBe(0);
    expect(
      usableCoupons(
        [coupon({ id: 'a', amount: 5 }), coupon({ id: 'b', amount: 10 }), coupon({ id: 'c', used: true })],
        26,
        now,
      ).map((c) => c.id),
    ).toEqual(['b', 'a']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (price, amount) => {
        const due = amountDue(price, couponDiscount(coupon({ amount }), price, now));
        return due >= 0 && due <= price;
      }),
    );
  });

  it('advances a paid order by server time: queued, checking with growing progress, done', () => {
    const paid = 1_000_000;
    expect(checkOrderProgress(paid, paid)).toEqual({ key: 'queued', progress: 0 });
    expect(checkOrderProgress(paid, paid + checkTimings.queueMs).key).toBe('checking');
    expect(checkOrderProgress(paid, paid + checkTimings.queueMs + checkTimings.checkMs)).toEqual({
      key: 'done',
      progress: 100,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 60_000 }), (a, b) => {
        const [early, late] = a < b ? [a, b] : [b, a];
        return checkOrderProgress(paid, paid + early).progress <= checkOrderProgress(paid, paid + late).progress;
      }),
    );
  });
});
