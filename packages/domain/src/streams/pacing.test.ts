import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charDelayMs, chunkDurationMs, revealedItemCount, revealedText } from './pacing';

describe('stream pacing', () => {
  it('paces 30 ms per character only when streaming text, 20 ms per item', () => {
    expect(charDelayMs(true)).toBe(30);
    expect(charDelayMs(false)).toBe(0);
    expect(chunkDurationMs('人工智能', true)).toBe(120);
    expect(chunkDurationMs('人工智能', false)).toBe(0);
    expect(chunkDurationMs([1, 2, 3], true)).toBe(60);
    expect(chunkDurationMs('😀a', true)).toBe(60);
  });
  it('reveals text and items from a clock', () => {
    expect(revealedText('深度学习', 59, true)).toBe('深');
    expect(revealedText('深度学习', 60, true)).toBe('深度');
    expect(revealedText('深度学习', 0, false)).toBe('深度学习');
    expect(revealedItemCount(5, 39)).toBe(1);
    expect(revealedItemCount(5, 1000)).toBe(5);
    expect(revealedItemCount(5, -10)).toBe(0);
  });
  it('reveals a growing prefix that is complete after the chunk duration', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(10_000), fc.nat(10_000), (text, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(revealedText(text, late, true).startsWith(revealedText(text, early, true))).toBe(true);
        expect(revealedText(text, chunkDurationMs(text, true), true)).toBe(text);
      }),
    );
  });
});
