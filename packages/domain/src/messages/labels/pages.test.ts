import { describe, expect, it } from 'vitest';
import { pageLabels } from './pages';

describe('the results page title', () => {
  it('names what was searched and the type searched or browsed, 文献 over every type', () => {
    const title = pageLabels.search.documentTitle;
    expect(title('', undefined)).toBe('文献检索');
    expect(title('碳中和', undefined)).toBe('碳中和 - 文献检索');
    expect(title('', '专利')).toBe('专利检索');
    expect(title('碳中和', '专利')).toBe('碳中和 - 专利检索');
  });
});
