import { useAppSelector } from '../../app/hooks';
import { LoadedOnFirstUse } from '../../app/hydration/LoadedOnFirstUse';

/** No page opens with a toast: their code loads with the first one (less JavaScript at first paint). */
const loadToastList = () => import('./ToastList').then((m) => m.ToastList);

/** Renders the queued toasts, once there are any (never in the server's HTML: LoadedOnFirstUse). */
export function ToastHost() {
  const hasToasts = useAppSelector((state) => state.toast.length > 0);
  return <LoadedOnFirstUse load={loadToastList} when={hasToasts} props={{}} />;
}
