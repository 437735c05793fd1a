import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { internationalArticle } from '../ResultItem/ResultItem.fixtures';
import { ResultList } from './ResultList';

const ROW_PX = 165;
const rows = (from: number) => Array.from({ length: 20 }, (_, i) => ({ ...internationalArticle, id: `j-${from + i}` }));

/** Each row laid out ROW_PX high from 317 px: rows 1 to 4 reach into a 900 px window. */
function layRowsOut() {
  vi.spyOn(HTMLLIElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLLIElement) {
    const index = [...(this.parentElement?.children ?? [])].indexOf(this);
    return { top: 317 + index * ROW_PX } as DOMRect;
  });
}

const list = (from: number) => (
  <ThemeProvider theme={theme}>
    <ResultList items={rows(from)} footer={<nav aria-label="分页" />} />
  </ThemeProvider>
);

describe('ResultList', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
    layRowsOut();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('draws what follows the rows (the pager) once every row of a new page is, not under its first screenful', () => {
    const { rerender } = render(list(0));
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
    act(() => vi.runAllTimers());

    rerender(list(20));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    act(() => vi.runAllTimers());
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
  });
});
