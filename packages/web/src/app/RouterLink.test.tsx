import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import { RouterLink } from './RouterLink';

function Page() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p>at {pathname + search}</p>
      <RouterLink href="/search?k=研究">检索</RouterLink>
      <RouterLink href="/journal" target="_blank">
        期刊
      </RouterLink>
      <RouterLink href="https://example.org/x">外链</RouterLink>
      <RouterLink href="?k=2">第二页</RouterLink>
    </>
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('RouterLink', () => {
  it('follows an in-site path with the router on a plain left click, keeping the written href', async () => {
    const router = renderAt('/');
    const link = screen.getByRole('link', { name: '检索' });
    expect(link.getAttribute('href')).toBe('/search?k=研究');
    await act(async () => void fireEvent.click(link));
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.historyAction).toBe('PUSH');
    expect(decodeURIComponent(router.state.location.search)).toBe('?k=研究');
    expect(screen.getByText(/^at \/search/)).toBeTruthy();
  });

  it('replaces the entry when the link leads to the address shown', async () => {
    const router = renderAt('/search?k=%E7%A0%94%E7%A9%B6');
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: '检索' })));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a modified click, another button and another target to the browser', async () => {
    const router = renderAt('/');
    const link = screen.getByRole('link', { name: '检索' });
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const followed = fireEvent.click(link, click);
      expect(followed).toBe(true);
    }
    expect(fireEvent.click(screen.getByRole('link', { name: '期刊' }))).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders other addresses as plain anchors and resolves a relative one against the route', async () => {
    const router = renderAt('/search?k=1');
    expect(screen.getByRole('link', { name: '外链' }).getAttribute('href')).toBe('https://example.org/x');
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: '第二页' })));
    expect(router.state.location.search).toBe('?k=2');
  });
});
