import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadedOnFirstUse } from './LoadedOnFirstUse';

const Part = ({ text }: { text: string }) => <p>{text}</p>;

describe('a part loaded on first use', () => {
  it('is not in the server HTML, even when wanted (the browser hydrates with nothing there)', () => {
    const load = vi.fn(() => Promise.resolve(Part));
    expect(renderToString(<LoadedOnFirstUse load={load} when props={{ text: 'wanted' }} />)).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once first wanted, then renders while wanted, and a failed download is tried again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Part);
    const view = (when: boolean) => <LoadedOnFirstUse load={load} when={when} props={{ text: 'toast' }} />;
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    await act(async () => rerender(view(true)));
    expect(screen.queryByText('toast')).toBeNull();
    await act(async () => rerender(view(false)));
    await act(async () => rerender(view(true)));
    expect(screen.getByText('toast')).toBeTruthy();
    await act(async () => rerender(view(false)));
    expect(screen.queryByText('toast')).toBeNull();
    await act(async () => rerender(view(true)));
    expect(screen.getByText('toast')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
