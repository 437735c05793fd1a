import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppStore, useCurrentPath } from '../../app/hooks';
import { bindDownloadFlow } from './bindDownloadFlow';
import type { DownloadFlow } from './downloadFlow';

/**
 * The download flow bound to this page's store, router and browser window, for the dialogs' host and the batch
 * review page. The page's address is the router's (login return, pay page `ref`), also under a memory router.
 */
export function useDownloadFlow(): DownloadFlow {
  const store = useAppStore();
  const navigate = useNavigate();
  const currentPath = useCurrentPath();
  return useMemo(
    () => bindDownloadFlow(store, (href) => void navigate(href), currentPath),
    [store, navigate, currentPath],
  );
}
