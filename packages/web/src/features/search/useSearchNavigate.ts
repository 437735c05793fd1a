import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { startResultsCallOf } from './searchApi';

/**
 * Navigation to a /search address from a search box: the search's calls start at the submit, not once the
 * router has the results page's code and runs its loader (home submit → results painted). The
 * router's navigation keeps the current page until the results are in, then renders them in one go.
 */
export function useSearchNavigate(): (href: string) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      startResultsCallOf(dispatch, href);
      void navigate(href);
    },
    [dispatch, navigate],
  );
}
