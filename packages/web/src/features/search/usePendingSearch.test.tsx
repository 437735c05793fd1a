import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { SEARCH_PENDING_AFTER_MS, usePendingSearch } from './usePendingSearch';

/** Each render of the page notes whether it said pending, so a single pending frame would show. */
let frames: boolean[] = [];

function Probe() {
  const isPending = usePendingSearch();
  const navigate = useNavigate();
  frames.push(isPending);
  return (
    <>
      <p>{isPending ? 'pending' : 'shown'}</p>
      <button type="button" onClick={() => void navigate('/search?k=b')}>
        next
      </button>
      <button type="button" onClick={() => void navigate('/other')}>
        elsewhere
      </button>
    </>
  );
}

/** A router whose search loader answers after `answerMs`. */
function renderWithAnswerAfter(answerMs: number) {
  const wait = () => new Promise((resolve) => setTimeout(resolve, answerMs));
  const router = createMemoryRouter(
    [
      { path: '/search', Component: Probe, loader: () => wait().then(() => null) },
      { path: '/other', Component: Probe, loader: () => wait().then(() => null) },
    ],
    { initialEntries: ['/search?k=a'], hydrationData: { loaderData: { 0: null } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
});
afterEach(() => vi.useRealTimers());

describe('usePendingSearch', () => {
  it('never says pending when the next search answers within the delay', async () => {
    const router = renderWithAnswerAfter(SEARCH_PENDING_AFTER_MS - 20);
    await act(async () => screen.getByRole('button', { name: 'next' }).click());
    await act(async () => vi.advanceTimersByTimeAsync(SEARCH_PENDING_AFTER_MS + 50));
    expect(router.state.location.search).toBe('?k=b');
    expect(frames).not.toContain(true);
  });

  it('says pending once a slower search has taken the delay, and stops when its results are in', async () => {
    const router = renderWithAnswerAfter(SEARCH_PENDING_AFTER_MS * 3);
    await act(async () => screen.getByRole('button', { name: 'next' }).click());
    await act(async () => vi.advanceTimersByTimeAsync(SEARCH_PENDING_AFTER_MS - 10));
    expect(screen.getByText('shown')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByText('pending')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(SEARCH_PENDING_AFTER_MS * 3));
    expect(router.state.location.search).toBe('?k=b');
    expect(screen.getByText('shown')).toBeTruthy();
  });

  it('does not count a navigation to another page', async () => {
    renderWithAnswerAfter(SEARCH_PENDING_AFTER_MS * 3);
    await act(async () => screen.getByRole('button', { name: 'elsewhere' }).click());
    await act(async () => vi.advanceTimersByTimeAsync(SEARCH_PENDING_AFTER_MS * 2));
    expect(screen.getByText('shown')).toBeTruthy();
  });
});
