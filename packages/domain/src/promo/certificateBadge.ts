import { beijingDayNumber, beijingTime } from '../time/beijingTime';

/**
 * The security certificate's validity. The spec says "about March 2024" to "about July 2027";
 * the project fixes 2024-03-01 and 2027-07-31 (docs/decisions/domain.md).
 */
export const certificateStart = beijingTime(2024, 3, 1);
export const certificateEnd = beijingTime(2027, 7, 31);

/**
 * Days served and days remaining (doc 000 §2.5), counted in Beijing calendar days from server
 * time, or client time when the server time is absent. Both are clamped at 0.
 */
export function certificateDays(
  serverTime: number | null | undefined,
  clientTime: number,
): { served: number; remaining: number } {
  const today = beijingDayNumber(serverTime ?? clientTime);
  return {
    served: Math.max(0, today - beijingDayNumber(certificateStart)),
    remaining: Math.max(0, beijingDayNumber(certificateEnd) - today),
  };
}
