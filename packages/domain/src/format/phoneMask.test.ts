import fc from 'fast-check';
import { expect, it } from 'vitest';
import { maskPhone } from './phoneMask';

it('shows the first 3 and last 4 digits', () => {
  expect(maskPhone('13812345678')).toBe('138****5678');
  expect(maskPhone(' 13812345678 ')).toBe('138****5678');
  expect(maskPhone('1234567')).toBe('1234567');
  expect(maskPhone(undefined)).toBe('');
});
it('keeps length and never reveals a middle digit', () => {
  fc.assert(
    fc.property(fc.stringMatching(/^\d{8,15}$/), (phone) => {
      const masked = maskPhone(phone);
      expect(masked).toHaveLength(phone.length);
      expect(masked.slice(3, -4)).toMatch(/^\*+$/);
      expect(masked.slice(0, 3) + masked.slice(-4)).toBe(phone.slice(0, 3) + phone.slice(-4));
    }),
  );
});
