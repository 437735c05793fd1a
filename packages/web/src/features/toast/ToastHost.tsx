import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';

/** No page opens with a toast: their code loads with the first one (issue 30, less JavaScript at first paint). */
const ToastList = lazy(() => import('./ToastList').then((m) => ({ default: m.ToastList })));

/** Renders the queued toasts, once there are any. */
export function ToastHost() {
  const hasToasts = useAppSelector((state) => state.toast.length > 0);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
