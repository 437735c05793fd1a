import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSearchBoxKey } from './useSearchBoxKey';

describe('useSearchBoxKey', () => {
  const renderAt = (address: string) => renderHook(({ at }) => useSearchBoxKey(at), { initialProps: { at: address } });

  it('keeps the box when the address becomes the one its own submit asked for', () => {
    const { result, rerender } = renderAt('?k=研究');
    const first = result.current.key;
    act(() => result.current.noteSubmit('?k=深度学习'));
    rerender({ at: '?k=深度学习' });
    expect(result.current.key).toBe(first);
  });

  it('gives the box the address afresh on any other change, also back to an address it submitted before', () => {
    const { result, rerender } = renderAt('?k=研究');
    const keys = [result.current.key];
    act(() => result.current.noteSubmit('?k=深度学习'));
    rerender({ at: '?k=深度学习' });
    // Back: the box shows 深度学习, the address 研究.
    rerender({ at: '?k=研究' });
    keys.push(result.current.key);
    // Forward to the submitted address: that submit was already answered.
    rerender({ at: '?k=深度学习' });
    keys.push(result.current.key);
    expect(new Set(keys).size).toBe(3);
  });

  it('gives the box afresh when a submit was overtaken by another address (a facet chosen meanwhile)', () => {
    const { result, rerender } = renderAt('?k=研究');
    const first = result.current.key;
    act(() => result.current.noteSubmit('?k=深度学习'));
    rerender({ at: '?k=研究&f=year:2024' });
    expect(result.current.key).not.toBe(first);
  });
});
