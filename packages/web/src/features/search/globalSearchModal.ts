import { lazy } from 'react';
import type { DialogHosts } from '../shared/modalRegistry';

declare module '../shared/modalRegistry' {
  interface ModalProps {
    'search/global': undefined;
  }
}

/** The header's global search dialog (doc 000 §2.3), opened by useGlobalSearchOpener. */
export const globalSearchDialogHosts: DialogHosts<'search/global'> = {
  'search/global': lazy(() => import('./GlobalSearchHost').then((m) => ({ default: m.GlobalSearchHost }))),
};
