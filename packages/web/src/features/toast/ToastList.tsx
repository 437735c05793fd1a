import { Toast, ToastViewport } from '@wenxian/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { toastClosed } from '../shared/toastSlice';

/** The queued toasts; each closes itself after the ui's duration. */
export function ToastList() {
  const toasts = useAppSelector((state) => state.toast);
  const dispatch = useAppDispatch();
  return (
    <ToastViewport>
      {toasts.map((toast) => (
        <Toast key={toast.id} kind={toast.kind} onClose={() => dispatch(toastClosed(toast.id))}>
          {toast.text}
        </Toast>
      ))}
    </ToastViewport>
  );
}
