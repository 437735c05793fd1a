import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PacedText } from './pacedText';

describe('PacedText (doc 000 §9: 30 ms a character)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first character on arrival, then one every 30 ms', () => {
    const shown: string[] = [];
    const pacer = new PacedText(
      (text) => shown.push(text),
      () => Date.now(),
    );
    pacer.push('深度学习');
    expect(pacer.text).toBe('深');
    vi.advanceTimersByTime(29);
    expect(pacer.text).toBe('深');
    vi.advanceTimersByTime(1);
    expect(pacer.text).toBe('深度');
    vi.advanceTimersByTime(60);
    expect(shown).toEqual(['深', '深度', '深度学', '深度学习']);
  });

  it('catches up after a late timer instead of falling behind', () => {
    let now = 0;
    const pacer = new PacedText(
      () => undefined,
      () => now,
    );
    pacer.push('一二三四五六');
    now = 150;
    vi.advanceTimersByTime(30);
    expect(pacer.text).toBe('一二三四五六');
  });

  it('drains, stops with what is shown, and flushes what arrived', async () => {
    const pacer = new PacedText(
      () => undefined,
      () => Date.now(),
    );
    pacer.push('碳中和路径');
    const drained = pacer.drain();
    vi.advanceTimersByTime(30 * 5);
    await drained;
    expect(pacer.text).toBe('碳中和路径');
    const stopped = new PacedText(
      () => undefined,
      () => Date.now(),
    );
    stopped.push('乡村振兴');
    vi.advanceTimersByTime(30);
    expect(stopped.stop()).toBe('乡村');
    const flushed = new PacedText(
      () => undefined,
      () => Date.now(),
    );
    flushed.push('数字经济');
    expect(flushed.flush()).toBe('数字经济');
  });
});
