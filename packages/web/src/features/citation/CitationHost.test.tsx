import { describe, expect, it } from 'vitest';
import { exportAddress } from './CitationHost';

describe('single-item export links', () => {
  it('point at the site export address the page server answers (not the signed call)', () => {
    expect(exportAddress({ ids: ['A1'], types: [1] }, 'RefMan')).toBe('/cite/export?ids=A1&types=1&format=RefMan');
  });
});
