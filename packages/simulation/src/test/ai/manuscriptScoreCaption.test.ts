import { describe, expect, it } from 'vitest';
import { aiLabels } from '@wenxian/domain';
import { FULL_ARTICLES, FULL_TAGS, FULL_TERM_ARTICLES, MANUSCRIPT_SCORE_WEIGHTS as W } from '../../ai/manuscript';

describe('the 匹配度 caption of the manuscript report', () => {
  const caption = aiLabels.manuscript.journalScoreHint;

  it('names each part the score weighs, with its points, and the total they add up to', () => {
    expect(caption).toContain(`满分${W.terms + W.field + W.articles + W.tags}`);
    expect(caption).toContain(`术语契合${W.terms}分`);
    expect(caption).toContain(`学科领域${W.field}分`);
    expect(caption).toContain(`相关文章${W.articles}分`);
    expect(caption).toContain(`收录情况${W.tags}分`);
  });

  it('says where each part is full', () => {
    expect(caption).toContain(`该刊${FULL_TERM_ARTICLES}篇文章`);
    expect(caption).toContain(`${FULL_ARTICLES}篇满分`);
    expect(caption).toContain(`合计${FULL_TAGS}满分`);
  });
});
