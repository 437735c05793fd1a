import { useEffect } from 'react';
import { shellLabels } from '@wenxian/domain';
import { useAppDispatch } from '../../app/hooks';
import { toastShown } from '../shared/toastSlice';

/** Online/offline is tracked (doc 000 §7.2 start-up): the visitor is told when the connection drops and returns. */
export function useNetworkNotices(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const offline = () => dispatch(toastShown('error', shellLabels.layout.offline));
    const online = () => dispatch(toastShown('success', shellLabels.layout.online));
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [dispatch]);
}
