import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { ModalId } from './registry';
import { SessionEffects } from '../session/SessionEffects';

/**
 * Which host shows which dialog; each host reads its typed props from the modal state. Hosts load on first
 * use, so no page carries the code of dialogs its visitor never opens.
 */
const DownloadHost = lazy(() => import('../download/DownloadHost').then((m) => ({ default: m.DownloadHost })));
const hosts: Record<ModalId, LazyExoticComponent<ComponentType>> = {
  feedback: lazy(() => import('../feedback/FeedbackHost').then((m) => ({ default: m.FeedbackHost }))),
  citation: lazy(() => import('../citation/CitationHost').then((m) => ({ default: m.CitationHost }))),
  'download/preparing': DownloadHost,
  'download/overLimit': DownloadHost,
  'download/deduction': DownloadHost,
  'session/migration': lazy(() => import('../session/SessionDialogHosts').then((m) => ({ default: m.MigrationHost }))),
  'session/newUserCoupon': lazy(() =>
    import('../session/SessionDialogHosts').then((m) => ({ default: m.NewUserCouponHost })),
  ),
  'session/newUserActivity': lazy(() =>
    import('../session/SessionDialogHosts').then((m) => ({ default: m.NewUserActivityHost })),
  ),
  'search/global': lazy(() => import('../search/GlobalSearchHost').then((m) => ({ default: m.GlobalSearchHost }))),
};

/** The one place dialogs are mounted: the host of the open dialog, nothing when none is open. */
export function ModalManager() {
  const id = useAppSelector((state) => state.modal.id);
  const Host = id === null ? null : hosts[id];
  return (
    <>
      {/* The session dialogs' conditions (doc 000 §4.6) are checked wherever dialogs can open. */}
      <SessionEffects />
      {Host && (
        <Suspense fallback={null}>
          <Host />
        </Suspense>
      )}
    </>
  );
}
