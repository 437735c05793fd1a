import { describe, expect, it } from 'vitest';
import { documentLabels } from '../messages/labels/documents';
import { shellLabels } from '../messages/labels/shell';
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
  it('gives the one balance one name: the header’s personal menu and the pay pages say what the wallet says', () => {
    expect(shellLabels.header.balance).toBe('账户余额');
    expect(documentLabels.pdf2word.balance).toBe('账户余额');
  });
});
