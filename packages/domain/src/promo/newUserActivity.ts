import { beijingTime } from '../time/beijingTime';
import { isWithin, type TimeWindow } from './timeWindow';

/**
 * The new-user campaign's window: 2025-04-15 10:00 to the end of 2025-05-20, Beijing time, by the server's
 * clock. Doc 001 §4 gives it to the new-user coupon dialog, doc 000 §4.6 to the new-user activity dialog; both
 * dialogs greet the same new user for the same campaign, so both follow it (docs/decisions/dialogs.md).
 */
export const newUserActivityWindow: TimeWindow = { start: beijingTime(2025, 4, 15, 10), end: beijingTime(2025, 5, 21) };

/** Whether the new-user dialogs (coupon and activity) may be offered at this server time. */
export function isNewUserCampaignOn(now: number): boolean {
  return isWithin(newUserActivityWindow, now);
}

/**
 * The activity dialog is shown only inside the window, once per browser, and only if the server check says
 * yes. The caller asks the server only when `shouldCheckNewUserActivity` is true.
 */
export function shouldCheckNewUserActivity(now: number, alreadyShownInBrowser: boolean): boolean {
  return !alreadyShownInBrowser && isNewUserCampaignOn(now);
}

/**
 * The coupon dialog (已获得20元无门槛充值优惠券, doc 001 §4): only inside the same window, once per browser, when
 * the server check says the coupon was given. The caller asks the server only when this is true.
 */
export function shouldCheckNewUserCoupon(now: number, alreadyShownInBrowser: boolean): boolean {
  return !alreadyShownInBrowser && isNewUserCampaignOn(now);
}
