import { expect, it } from 'vitest';
import { isPublisherSource, publisherSources, publisherSourceYear } from './publisherSources';

it('holds exactly thirteen sources, year 2025', () => {
  expect(publisherSources).toHaveLength(13);
  expect(new Set(publisherSources).size).toBe(13);
  expect(publisherSources[0]).toBe('WOS');
  expect(publisherSources[12]).toBe('NSSD');
  expect(publisherSourceYear).toBe(2025);
  expect(isPublisherSource('EBSCO')).toBe(true);
  expect(isPublisherSource('CNKI')).toBe(false);
});
