import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_INTERVAL_MS, BATCH_SIZE, EventBatcher } from './batcher';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('EventBatcher', () => {
  it('sends 10 events per request as soon as 10 are queued', () => {
    const send = vi.fn((_batch: number[]) => Promise.resolve());
    const batcher = new EventBatcher<number>({ send });
    for (let i = 0; i < 25; i++) batcher.add(i);
    expect(BATCH_SIZE).toBe(10);
    expect(send.mock.calls.map(([batch]) => batch)).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
    ]);
    expect(batcher.pending).toBe(5);
  });
  it('flushes the rest 1 s after the first queued event', () => {
    const send = vi.fn((_batch: number[]) => Promise.resolve());
    const batcher = new EventBatcher<number>({ send });
    batcher.add(1);
    vi.advanceTimersByTime(500);
    batcher.add(2);
    vi.advanceTimersByTime(BATCH_INTERVAL_MS - 501);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(BATCH_INTERVAL_MS).toBe(1000);
    expect(send.mock.calls).toEqual([[[1, 2]]]);
    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });
  it('sends a due flush when the page is idle, with what was queued meanwhile; a page hide sends at once', () => {
    const idle: (() => void)[] = [];
    let hide: () => void = () => undefined;
    const send = vi.fn((_batch: number[]) => Promise.resolve());
    const batcher = new EventBatcher<number>({
      send,
      whenIdle: (flush) => void idle.push(flush),
      onPageHide: (callback) => {
        hide = callback;
        return () => undefined;
      },
    });
    batcher.add(1);
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    expect(send).not.toHaveBeenCalled();
    batcher.add(2);
    idle.shift()?.();
    expect(send.mock.calls).toEqual([[[1, 2]]]);
    batcher.add(3);
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    hide();
    expect(send.mock.calls).toEqual([[[1, 2]], [[3]]]);
    idle.shift()?.();
    expect(send).toHaveBeenCalledTimes(2);
    expect(idle).toEqual([]);
  });
  it('flushes everything on page hide, in batches of at most 10', () => {
    let hide: () => void = () => undefined;
    const unsubscribe = vi.fn();
    const send = vi.fn((_batch: number[]) => Promise.resolve());
    const batcher = new EventBatcher<number>({
      send,
      onPageHide: (callback) => {
        hide = callback;
        return unsubscribe;
      },
    });
    for (let i = 0; i < 9; i++) batcher.add(i);
    hide();
    expect(send.mock.calls.map(([b]) => b.length)).toEqual([9]);
    batcher.dispose();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
  it('a failing send is swallowed', async () => {
    const batcher = new EventBatcher<number>({ send: () => Promise.reject(new Error('offline')) });
    batcher.add(1);
    await expect(batcher.flush()).resolves.toBeUndefined();
  });
});
