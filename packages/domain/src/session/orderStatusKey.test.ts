import { expect, it } from 'vitest';
import { isOrderStatusKey } from './orderStatusKey';

it('matches keys starting with orderStatus', () => {
  expect(isOrderStatusKey('orderStatus')).toBe(true);
  expect(isOrderStatusKey('orderStatus-123')).toBe(true);
  expect(isOrderStatusKey('myorderStatus')).toBe(false);
  expect(isOrderStatusKey('OrderStatus')).toBe(false);
  expect(isOrderStatusKey(null)).toBe(false);
});
