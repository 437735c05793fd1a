import { startTransition, useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

/**
 * How long a new search may take before the results on screen are marked as pending. An answer within this
 * time replaces them with no frame in between; a slower one dims them and marks them busy.
 */
export const SEARCH_PENDING_AFTER_MS = 100;

/**
 * Whether another search of this page (same path, another address) has been loading for longer than
 * SEARCH_PENDING_AFTER_MS. The router keeps the current results until the next ones are in; this says when to
 * show that they are on their way.
 */
export function usePendingSearch(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  const isSearching =
    navigation.state !== 'idle' &&
    navigation.location?.pathname === location.pathname &&
    navigation.location.search !== location.search;
  const [isLate, setIsLate] = useState(false);
  useEffect(() => {
    if (!isSearching) return undefined;
    // A transition, as the router's own updates are: when the results arrive while this is due, both render
    // together and the page goes straight to the results, never through a pending frame.
    const timer = setTimeout(() => startTransition(() => setIsLate(true)), SEARCH_PENDING_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setIsLate(false);
    };
  }, [isSearching]);
  return isSearching && isLate;
}
