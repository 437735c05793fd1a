import { describe, expect, it } from 'vitest';
import { conditionFilters, isConditionFilterCode } from './conditionFilters';

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
  it('recognises codes exactly', () => {
    expect(isConditionFilterCode('Y')).toBe(true);
    expect(isConditionFilterCode('y')).toBe(false);
    expect(isConditionFilterCode('U')).toBe(false);
  });
});
