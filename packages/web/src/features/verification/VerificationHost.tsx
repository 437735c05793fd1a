import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';

const VerificationDialog = lazy(() => import('./VerificationDialog').then((m) => ({ default: m.VerificationDialog })));

/** Mounted on every layout; the slider check's code loads only when code 20 asks for it (doc 000 §4.8). */
export function VerificationHost() {
  const isOpen = useAppSelector((state) => state.verification.isOpen);
  // On the verification page its own slider answers; passing it loads the page again.
  const isPageShown = useAppSelector((state) => state.verification.isPageShown);
  if (!isOpen || isPageShown) return null;
  return (
    <Suspense fallback={null}>
      <VerificationDialog />
    </Suspense>
  );
}
