import { describe, expect, it } from 'vitest';
import { topicSearchField, topicSearchModes } from './topicSearchModes';

describe('topic search modes', () => {
  it('maps modes 1–5 to U, O, O, A, J', () => {
    expect(topicSearchModes.map((m) => [m.mode, m.field])).toEqual([
      [1, 'U'],
      [2, 'O'],
      [3, 'O'],
      [4, 'A'],
      [5, 'J'],
    ]);
    expect(topicSearchField(3)).toBe('O');
    expect(topicSearchField(6)).toBeUndefined();
  });
});
