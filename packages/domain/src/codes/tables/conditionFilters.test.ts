import { describe, expect, it } from 'vitest';
import { conditionFilters } from './conditionFilters';

describe('condition filters', () => {
  it('holds the ten filters of doc 001 §3 in order', () => {
    expect(conditionFilters.map((f) => f.code)).toEqual([
      'Y',
      'O',
      'A',
      'S',
      'C',
      'J',
      'type',
      'language',
      'thesisType',
      'standardType',
    ]);
  });
});
