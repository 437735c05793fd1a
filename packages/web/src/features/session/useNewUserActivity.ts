import { useEffect } from 'react';
import { apiConfig } from '@wenxian/api';
import { shouldCheckNewUserActivity } from '@wenxian/domain';
import { useAppDispatch } from '../../app/hooks';
import { openModal } from '../shared/modalSlice';
import { useGetServerTimeQuery } from '../shared/siteApi';
import { NEW_USER_DIALOG_COOKIE } from './sessionCookies';
import { sessionDialogsApi } from './sessionDialogsApi';

/** Set once the new-user activity dialog was shown in this browser (doc 000 §4.6 "once per browser"). */
const NEW_USER_ACTIVITY_SHOWN_KEY = 'wenxian:newUserActivityShown';

function wasShown(): boolean {
  try {
    return window.localStorage.getItem(NEW_USER_ACTIVITY_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The new-user activity dialog (doc 000 §4.6): between 2025-04-15 10:00 and the end of 2025-05-20 by the
 * server's time, once per browser, when the server check says yes. The check is the new-user welfare call
 * (/welfare/specific-user-coupon: the user holds the new-user benefit; docs/decisions/shell.md). Asked only for
 * a logged-in user who has not seen it, and only while no other dialog is open.
 */
export function useNewUserActivity(memberId: string | undefined, isDialogOpen: boolean): void {
  const dispatch = useAppDispatch();
  const isCandidate = Boolean(memberId) && typeof window !== 'undefined' && !wasShown();
  const { data: serverTime } = useGetServerTimeQuery(undefined, { skip: !isCandidate });
  const isInWindow = serverTime != null && shouldCheckNewUserActivity(serverTime, !isCandidate);

  useEffect(() => {
    if (!memberId || !isInWindow || isDialogOpen) return;
    let isCurrent = true;
    void (async () => {
      const offer = await dispatch(
        sessionDialogsApi.endpoints.newUserCouponOffer.initiate({ memberId }, { subscribe: false }),
      );
      if (!isCurrent || !offer.data?.received || wasShown()) return;
      // The coupon dialog of the same check comes first (SessionEffects); this one follows once it was shown.
      if (!apiConfig().cookies.get(NEW_USER_DIALOG_COOKIE)) return;
      try {
        window.localStorage.setItem(NEW_USER_ACTIVITY_SHOWN_KEY, '1');
      } catch {
        // Storage refused: shown for this page load only.
      }
      dispatch(openModal({ id: 'session/newUserActivity' }));
    })();
    return () => {
      isCurrent = false;
    };
  }, [dispatch, memberId, isInWindow, isDialogOpen]);
}
