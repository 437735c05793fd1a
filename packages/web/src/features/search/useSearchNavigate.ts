import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import type * as SearchApi from './searchApi';

const ignore = () => undefined;

/** The results call's starter, once its module (./searchApi) has been evaluated; it hands it over as it is. */
let startResultsCallOf: typeof SearchApi.startResultsCallOf | undefined;

/**
 * Called by ./searchApi as it is evaluated (with the results page's code, which the visitor's intent to search
 * fetches ahead): a submit after that starts the call in the submit's own event, not a few tasks later, once a
 * dynamic import of the module has resolved.
 */
export function resultsCallReady(start: typeof SearchApi.startResultsCallOf): void {
  startResultsCallOf = start;
}

/** The /search address a navigation of this hook is on its way to, until the router has taken it. */
let requested: string | null = null;

/**
 * The query of the address the visitor's last choice leads to: the one on its way, else the window's. The router
 * writes the address before React renders it, and a page keeps showing the last results while the next load; a
 * filter, an order or a page chosen in that moment adds to what was just asked, not to what is on screen.
 */
export function latestSearchQuery(): string {
  return new URL(requested ?? window.location.href, window.location.href).search;
}

/**
 * Navigation to a /search address from a search box: the search's calls start at the submit, not once the
 * router has the results page's code and runs its loader (home submit → results painted). The
 * router's navigation keeps the current page until the results are in, then renders them in one go.
 * The search calls' code is the results page's: on the home page it is fetched as the visitor shows the intent to
 * search (the box's form, app/prefetchOnIntent.ts), so by the submit it is there.
 */
export function useSearchNavigate(): (href: string) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      // Should the code not come, the results page's loader asks for the results itself.
      if (startResultsCallOf) startResultsCallOf(dispatch, href);
      else import('./searchApi').then((searchApi) => searchApi.startResultsCallOf(dispatch, href), ignore);
      requested = href;
      void Promise.resolve(navigate(href)).finally(() => {
        if (requested === href) requested = null;
      });
    },
    [dispatch, navigate],
  );
}
