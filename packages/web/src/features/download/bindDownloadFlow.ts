import type { AppStore } from '../../app/store';
import { browserEffects } from './browserEffects';
import { createDownloadFlow, type DownloadFlow } from './downloadFlow';

/** The download flow on this browser page: the page's store, the router's navigation and address. */
export function bindDownloadFlow(
  store: AppStore,
  navigate: (href: string) => void,
  currentPath: () => string,
): DownloadFlow {
  return createDownloadFlow(store, browserEffects({ navigate, currentPath }));
}
