import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { apiSlice } from '../../app/apiSlice';
import { makeStore } from '../../store/makeStore';
import { defer, Deferred } from './Deferred';

type Answer = { data: string } | { error: { message: string } };
/** A test endpoint whose calls wait until the test answers them (by argument). */
const calls = new Map<number, (value: Answer) => void>();
const testApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    deferredTestValue: build.query<string, number>({
      queryFn: (arg) => new Promise<Answer>((resolve) => calls.set(arg, resolve)),
    }),
  }),
});
/** Answers the call for `arg` once the query has made it. */
async function answer(arg: number, value: Answer) {
  await vi.waitFor(() => expect(calls.has(arg)).toBe(true));
  await act(async () => {
    calls.get(arg)?.(value);
    // The query's promise settles a few steps later; React's retry is queued inside this act.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
const endpoint = testApi.endpoints.deferredTestValue;

const view = (store: ReturnType<typeof makeStore>, arg: number) => (
  <Provider store={store}>
    <Deferred endpoint={endpoint} arg={arg} fallback={<p>skeleton</p>}>
      {({ data, isError }) => <p>{isError ? 'failed' : `value ${data}`}</p>}
    </Deferred>
  </Provider>
);

describe('Deferred', () => {
  it('shows its fallback while the query a loader started runs, then the block with the answer', async () => {
    const store = makeStore();
    defer(store.dispatch(endpoint.initiate(1)));
    // Awaited: a component that suspends must be rendered in an async act.
    await act(async () => void render(view(store, 1)));
    expect(screen.getByText('skeleton')).toBeTruthy();
    await answer(1, { data: 'one' });
    expect(await screen.findByText('value one')).toBeTruthy();
  });

  it('renders at once from a store that already holds the answer (the hydrated state): no fallback', async () => {
    const store = makeStore();
    const request = store.dispatch(endpoint.initiate(2));
    await answer(2, { data: 'two' });
    await request;
    render(view(store, 2));
    expect(screen.getByText('value two')).toBeTruthy();
    expect(screen.queryByText('skeleton')).toBeNull();
    request.unsubscribe();
  });

  it("renders the block's error state when the call fails", async () => {
    const store = makeStore();
    defer(store.dispatch(endpoint.initiate(3)));
    await act(async () => void render(view(store, 3)));
    await answer(3, { error: { message: 'timeout' } });
    expect(await screen.findByText('failed')).toBeTruthy();
  });
});
