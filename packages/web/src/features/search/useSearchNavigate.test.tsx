import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BrowserAppProviders } from '../../store/BrowserProviders';
import { makeStore } from '../../store/makeStore';
import { useSearchNavigate } from './useSearchNavigate';

/** The endpoints of the calls under way or answered, as the store holds them. */
const startedCalls = (store: ReturnType<typeof makeStore>) =>
  Object.values(store.getState().api.queries).map((query) => query?.endpointName);

/** A page with a search box's navigation, at `/`; returns what the box's submit calls. */
function pageWithSearchBox(store: ReturnType<typeof makeStore>) {
  let searchNavigate: (href: string) => void = () => undefined;
  function SearchBoxSubmit() {
    searchNavigate = useSearchNavigate();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <SearchBoxSubmit /> }], { initialEntries: ['/'] });
  render(
    <BrowserAppProviders store={store}>
      <RouterProvider router={router} />
    </BrowserAppProviders>,
  );
  return (href: string) => searchNavigate(href);
}

describe('a search box’s navigation to /search', () => {
  it('starts the results call in the submit’s own event once the results page’s code has come', async () => {
    // The visitor's intent to search has fetched and run the results page's code (app/prefetchOnIntent.ts).
    await import('./searchApi');
    const store = makeStore();
    const submit = pageWithSearchBox(store);
    let startedInSubmit: unknown[] = [];
    act(() => {
      submit(`/search?k=${encodeURIComponent('碳中和')}`);
      startedInSubmit = startedCalls(store);
    });
    expect(startedInSubmit).toEqual(['search']);
  });

  it('starts nothing for an address that asks for nothing', async () => {
    await import('./searchApi');
    const store = makeStore();
    const submit = pageWithSearchBox(store);
    act(() => submit('/search'));
    expect(startedCalls(store)).toEqual([]);
  });
});
