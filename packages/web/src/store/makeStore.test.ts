import { describe, expect, it } from 'vitest';
import { currentStoreOf, type AppStore } from '../app/store';
import { makeStore } from './makeStore';
import { toastShown } from '../features/shared/toastSlice';

describe('currentStoreOf (the server builds its routes once over it)', () => {
  it('is, at each use, whichever store is current: two requests never share state', () => {
    const [first, second] = [makeStore(), makeStore()];
    let current: AppStore | undefined = first;
    const store = currentStoreOf(() => current);
    store.dispatch(toastShown('error', '一'));
    current = second;
    expect(store.getState()).toBe(second.getState());
    expect(first.getState().toast.map((toast) => toast.text)).toEqual(['一']);
    expect(second.getState().toast).toEqual([]);
  });
  it('refuses to be used outside of a request', () => {
    const store = currentStoreOf(() => undefined);
    expect(() => store.getState()).toThrow(/outside of a request/);
  });
});
