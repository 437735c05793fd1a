import { expect, it } from 'vitest';
import { carouselIntervalMs } from './carouselInterval';

it('rotates every 5, 10 or 15 s by banner count', () => {
  expect(carouselIntervalMs(0)).toBeNull();
  expect(carouselIntervalMs(1)).toBe(5000);
  expect(carouselIntervalMs(2)).toBe(10000);
  expect(carouselIntervalMs(3)).toBe(15000);
  expect(carouselIntervalMs(7)).toBe(15000);
});
