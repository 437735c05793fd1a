import { describe, expect, it } from 'vitest';
import { reviewTopicOf } from './batchReview';

describe('reviewTopicOf', () => {
  it('takes the keyword most selected documents share', () => {
    expect(
      reviewTopicOf([
        { title: 'A', keywords: ['碳中和', '电力'] },
        { title: 'B', keywords: ['储能', '电力'] },
        { title: 'C', keywords: ['电力', '储能'] },
      ]),
    ).toBe('电力');
  });
  it('breaks ties by the earliest selected document and counts a keyword once per document', () => {
    expect(
      reviewTopicOf([
        { title: 'A', keywords: ['碳中和', '碳中和', '储能'] },
        { title: 'B', keywords: ['储能', '碳中和'] },
      ]),
    ).toBe('碳中和');
  });
  it('falls back to the first title without keywords, and to nothing without documents', () => {
    expect(reviewTopicOf([{ title: ' 城市交通 ', keywords: [] }, { title: 'B' }])).toBe('城市交通');
    expect(reviewTopicOf([])).toBe('');
  });
});
