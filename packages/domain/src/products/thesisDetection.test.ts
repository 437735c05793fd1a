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
  orderBusCodes,
  usableCoupons,
} from './thesisDetection';

const standard = checkVersionOf('standard')!;
const now = Date.parse('2025-06-01T00:00:00Z');
const coupon = (
  over: Partial<{
    id: string;
    amount: number;
    threshold: number;
    used: boolean;
    expireAt: string;
    busCode: string;
  }> = {},
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
    const check = (amount: number) => ({ busCode: orderBusCodes.check, amount });
    expect(couponDiscount(coupon(), check(26), now)).toBe(20);
    expect(couponDiscount(coupon(), check(8), now)).toBe(8);
    expect(couponDiscount(coupon({ used: true }), check(26), now)).toBe(0);
    expect(couponDiscount(coupon({ expireAt: '2025-05-01T00:00:00Z' }), check(26), now)).toBe(0);
    expect(couponDiscount(coupon({ threshold: 30 }), check(26), now)).toBe(0);
    expect(
      usableCoupons(
        [coupon({ id: 'a', amount: 5 }), coupon({ id: 'b', amount: 10 }), coupon({ id: 'c', used: true })],
        check(26),
        now,
      ).map((c) => c.id),
    ).toEqual(['b', 'a']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (price, amount) => {
        const due = amountDue(price, couponDiscount(coupon({ amount }), check(price), now));
        return due >= 0 && due <= price;
      }),
    );
  });

  it('offers a coupon only on the kind of order it is for: the 20-yuan recharge coupon never on a document order', () => {
    const recharge = coupon({ id: 'new-user', amount: 20, threshold: 0, busCode: orderBusCodes.recharge });
    const anyOrder = coupon({ id: 'any', amount: 5, threshold: 0 });
    const document = { busCode: orderBusCodes.download, amount: 3 };
    expect(couponDiscount(recharge, document, now)).toBe(0);
    expect(usableCoupons([recharge, anyOrder], document, now).map((c) => c.id)).toEqual(['any']);
    expect(couponDiscount(recharge, { busCode: orderBusCodes.recharge, amount: 20 }, now)).toBe(20);
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
