import { useEffect } from 'react';
import { apiConfig } from '@wenxian/api';
import {
  cookieRules,
  isOrderStatusKey,
  migrationDeclinedCookieValue,
  needsMigrationCheck,
  shouldShowMigrationDialog,
} from '@wenxian/domain';
import { apiSlice } from '../../app/apiSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { openModal } from '../modal/modalSlice';
import { useGetCurrentUserQuery } from './sessionApi';
import { sessionDialogsApi } from './sessionDialogsApi';
import { MIGRATION_COOKIE, NEW_USER_DIALOG_COOKIE } from './sessionCookies';
import { useNewUserActivity } from './useNewUserActivity';

/**
 * What the session does on every page (doc 000 §4.6), in the browser only:
 * - a storage event whose key starts with orderStatus (the pay page in another tab) refreshes the user,
 *   wallet, orders and quotas, and clears that key;
 * - the migration dialog opens when the migration cookie is set and not "0", or when the user is an old-site
 *   user not yet migrated (the store flag) and the data check shows a balance, journal or literature count;
 * - otherwise the new-user coupon dialog opens once per browser when the server says the coupon was given;
 * - in its window, the new-user activity dialog, once per browser (useNewUserActivity).
 */
export function SessionEffects() {
  const dispatch = useAppDispatch();
  const { data: user } = useGetCurrentUserQuery();
  const isDialogOpen = useAppSelector((state) => state.modal.id !== null);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (!isOrderStatusKey(event.key)) return;
      dispatch(apiSlice.util.invalidateTags(['User', 'Wallet', 'Orders', 'Quota']));
      window.localStorage.removeItem(event.key);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);

  const memberId = user?.memberId;
  const storeFlag = needsMigrationCheck(user);
  useNewUserActivity(memberId, isDialogOpen);
  useEffect(() => {
    if (!memberId || isDialogOpen) return;
    let isCurrent = true;
    const cookies = apiConfig().cookies;
    void (async () => {
      const cookie = cookies.get(MIGRATION_COOKIE);
      // After 暂不迁移 (cookie "0") the dialog stays closed, so the data check is not asked either.
      const check =
        storeFlag && cookie !== migrationDeclinedCookieValue
          ? await dispatch(sessionDialogsApi.endpoints.checkMigration.initiate({ memberId }, { subscribe: false }))
          : undefined;
      if (!isCurrent) return;
      if (shouldShowMigrationDialog({ cookie, storeFlag, data: check?.data ?? null })) {
        const data = check?.data;
        dispatch(
          openModal({
            id: 'session/migration',
            props: {
              BalanceMoney: data?.BalanceMoney,
              journalCount: data?.journalCount,
              literatureCount: data?.literatureCount,
            },
          }),
        );
        return;
      }
      if (cookies.get(NEW_USER_DIALOG_COOKIE)) return;
      const offer = await dispatch(
        sessionDialogsApi.endpoints.newUserCouponOffer.initiate({ memberId }, { subscribe: false }),
      );
      if (!isCurrent || !offer.data?.received) return;
      cookies.set(NEW_USER_DIALOG_COOKIE, '1', cookieRules.maxAgeSeconds);
      dispatch(openModal({ id: 'session/newUserCoupon' }));
    })();
    return () => {
      isCurrent = false;
    };
    // Checked once per user and page load; an open dialog waits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [memberId, storeFlag]);
  return null;
}
