import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'react-redux';
import type { AppStore } from '../../app/store';

export const useAppStore = useStore.withTypes<AppStore>();

/** The router's current path and query, read when called (a stable function across navigations). */
export function useCurrentPath(): () => string {
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  return useCallback(() => `${here.current.pathname}${here.current.search}`, []);
}
