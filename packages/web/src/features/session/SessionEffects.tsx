import { useEffect } from 'react';
import { isOrderStatusKey } from '@wenxian/domain';
import { apiSlice } from '../../app/apiSlice';
import { useAppDispatch } from '../../app/hooks';
import { LoadedOnFirstUse } from '../../app/hydration/LoadedOnFirstUse';
import { useGetCurrentUserQuery } from '../shared/sessionApi';

const loadMemberSessionDialogs = () => import('./MemberSessionDialogs').then((m) => m.MemberSessionDialogs);

/**
 * What the session does on every page (doc 000 §4.6), in the browser only:
 * - a storage event whose key starts with orderStatus (the pay page in another tab) refreshes the user,
 *   wallet, orders and quotas, and clears that key;
 * - for a logged-in user, the migration, new-user coupon and new-user activity dialogs (MemberSessionDialogs,
 *   whose code an anonymous visit never downloads: LoadedOnFirstUse).
 */
export function SessionEffects() {
  const dispatch = useAppDispatch();
  const { data: user } = useGetCurrentUserQuery();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (!isOrderStatusKey(event.key)) return;
      dispatch(apiSlice.util.invalidateTags(['User', 'Wallet', 'Orders', 'Quota']));
      window.localStorage.removeItem(event.key);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);

  if (!user?.memberId) return null;
  return <LoadedOnFirstUse key={user.memberId} load={loadMemberSessionDialogs} when props={{ user }} />;
}
