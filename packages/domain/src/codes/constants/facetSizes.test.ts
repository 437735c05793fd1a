import { expect, it } from 'vitest';
import { facetDefaultSize } from './facetSizes';

it('sizes facets 10 / 5 / 0', () => {
  expect(facetDefaultSize('types')).toBe(10);
  expect(facetDefaultSize('qualityJournals')).toBe(10);
  expect(facetDefaultSize('year')).toBe(5);
  expect(facetDefaultSize('class')).toBe(5);
  expect(facetDefaultSize('language')).toBe(5);
  expect(facetDefaultSize('hidden')).toBe(0);
  expect(facetDefaultSize('toString')).toBe(5);
});
