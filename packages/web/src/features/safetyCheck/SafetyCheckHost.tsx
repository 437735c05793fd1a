import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';

const SafetyCheckDialog = lazy(() => import('./SafetyCheckDialog').then((m) => ({ default: m.SafetyCheckDialog })));

/** Mounted on every layout; the slider check's code loads only when code 20 asks for it (doc 000 §4.8). */
export function SafetyCheckHost() {
  const isOpen = useAppSelector((state) => state.safetyCheck.isOpen);
  // On the safety check page its own slider answers; passing it loads the page again.
  const isPageShown = useAppSelector((state) => state.safetyCheck.isPageShown);
  if (!isOpen || isPageShown) return null;
  return (
    <Suspense fallback={null}>
      <SafetyCheckDialog />
    </Suspense>
  );
}
