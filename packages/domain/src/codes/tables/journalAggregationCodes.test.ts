import { expect, it } from 'vitest';
import { journalAggregationCodes } from './journalAggregationCodes';

it('lists the four journal aggregation codes', () => {
  expect(journalAggregationCodes).toEqual(['S', 'PRAW', 'LS', 'PADY']);
});
