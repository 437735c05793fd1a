import { describe, expect, it } from 'vitest';
import { formatBalance, formatYuan } from './money';

describe('money', () => {
  it('writes yuan with the sign and two decimals', () => {
    expect(formatYuan(120)).toBe('¥120.00');
    expect(formatYuan(138.5)).toBe('¥138.50');
    expect(formatYuan(0)).toBe('¥0.00');
  });
  it('names the wallet’s balance the same way on every page', () => {
    expect(formatBalance(82)).toBe('账户余额 ¥82.00');
  });
});
