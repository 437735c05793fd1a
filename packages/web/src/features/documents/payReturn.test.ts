import { describe, expect, it } from 'vitest';
import { isOrderStatusKey } from '@wenxian/domain';
import { announceOrderPaid, orderStatusKeyOf, payReturnPath } from './payReturn';

const origin = 'https://www.wenxian.test';

describe('payReturnPath', () => {
  it('keeps a site path and a same-origin address', () => {
    expect(payReturnPath('/doc/journal/QK1?x=1', origin)).toBe('/doc/journal/QK1?x=1');
    expect(payReturnPath(`${origin}/search?q=1#r`, origin)).toBe('/search?q=1#r');
  });
  it('drops other origins, protocol-relative and script addresses, and nothing', () => {
    expect(payReturnPath('https://evil.test/doc', origin)).toBeNull();
    expect(payReturnPath('//evil.test/doc', origin)).toBeNull();
    expect(payReturnPath('/\\evil.test', origin)).toBeNull();
    expect(payReturnPath('javascript:alert(1)', origin)).toBeNull();
    expect(payReturnPath('', origin)).toBeNull();
    expect(payReturnPath(null, origin)).toBeNull();
  });
});

describe('announceOrderPaid', () => {
  it('writes a key the opener recognises', () => {
    const written = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => written.set(k, v) } as unknown as Storage;
    announceOrderPaid(storage, 'OD1', '2026-11-22T10:00:00.000Z');
    expect(isOrderStatusKey(orderStatusKeyOf('OD1'))).toBe(true);
    expect(JSON.parse(written.get('orderStatusOD1') ?? '{}')).toEqual({
      orderId: 'OD1',
      state: 'paid',
      paidAt: '2026-11-22T10:00:00.000Z',
    });
  });
  it('survives storage that refuses writes', () => {
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => announceOrderPaid(storage, 'OD1', 'x')).not.toThrow();
  });
});
