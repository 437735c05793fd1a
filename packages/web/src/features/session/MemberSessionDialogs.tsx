import { useEffect } from 'react';
import { apiConfig, type CurrentUser } from '@wenxian/api';
import {
  cookieRules,
  migrationDeclinedCookieValue,
  needsMigrationCheck,
  shouldCheckNewUserCoupon,
  shouldShowMigrationDialog,
} from '@wenxian/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { openModal } from '../shared/modalSlice';
import { siteApi } from '../shared/siteApi';
import { sessionDialogsApi } from './sessionDialogsApi';
import { MIGRATION_COOKIE, NEW_USER_DIALOG_COOKIE } from './sessionCookies';
import { useNewUserActivity } from './useNewUserActivity';

/**
 * The logged-in user's session dialogs (doc 000 §4.6), mounted by SessionEffects once there is a user: an
 * anonymous visit does not download them.
 * - the migration dialog opens when the migration cookie is set and not "0", or when the user is an old-site
 *   user not yet migrated (the store flag) and the data check shows a balance, journal or literature count;
 * - otherwise, in the new-user campaign's window by the server's time (doc 001 §4), the new-user coupon dialog
 *   opens once per browser when the server says the coupon was given;
 * - in its window, the new-user activity dialog, once per browser (useNewUserActivity).
 */
export function MemberSessionDialogs({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const isDialogOpen = useAppSelector((state) => state.modal.id !== null);
  const memberId = user.memberId;
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
      const serverTime = await dispatch(siteApi.endpoints.getServerTime.initiate(undefined, { subscribe: false }));
      if (!isCurrent || serverTime.data == null) return;
      if (!shouldCheckNewUserCoupon(serverTime.data, Boolean(cookies.get(NEW_USER_DIALOG_COOKIE)))) return;
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
