import { beijingTime } from '../time/beijingTime';
import { isWithin, type TimeWindow } from './timeWindow';

/** New-user activity window (doc 000 §4.6): 2025-04-15 10:00 to the end of 2025-05-20, Beijing time. */
export const newUserActivityWindow: TimeWindow = { start: beijingTime(2025, 4, 15, 10), end: beijingTime(2025, 5, 21) };

/**
 * Shown only inside the window, once per browser, and only if the server check says yes. The
 * caller asks the server only when `shouldCheckNewUserActivity` is true.
 */
export function shouldCheckNewUserActivity(now: number, alreadyShownInBrowser: boolean): boolean {
  return !alreadyShownInBrowser && isWithin(newUserActivityWindow, now);
}
