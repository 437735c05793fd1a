/**
 * How long a bought membership runs. The spec names the packages (monthly, quarterly, annual) but not on
 * which day one ends; the project's rule (docs/decisions/simulation.md) is the one readers know from phone
 * plans: a package bought on day D of a month runs up to the day before D, `months` months later (bought
 * 2025-11-26 for one month: valid through 2025-12-25). Where the anniversary month has no day D (bought on
 * 31 January), the anniversary is that month's last day, so the term never spills into the month after.
 */

/** A calendar day, YYYY-MM-DD. */
export type CalendarDay = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(day: CalendarDay): { y: number; m: number; d: number } {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

function formatDay(epochDay: number): CalendarDay {
  return new Date(epochDay * 86_400_000).toISOString().slice(0, 10);
}

function epochDayOf(y: number, m: number, d: number): number {
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** Last day (inclusive) of a membership of `months` months that starts on `start`. */
export function membershipEndDay(start: CalendarDay, months: number): CalendarDay {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`a membership runs whole months: ${months}`);
  const { y, m, d } = parseDay(start);
  // The anniversary month; Date.UTC normalises month overflow into the following years.
  const anniversaryMonthStart = epochDayOf(y, m + months, 1);
  const daysInAnniversaryMonth = epochDayOf(y, m + months + 1, 1) - anniversaryMonthStart;
  // The anniversary itself (day D, or the month's last day when it has no day D) is the first day not covered.
  const anniversary = anniversaryMonthStart + Math.min(d, daysInAnniversaryMonth) - 1;
  return formatDay(anniversary - 1);
}

/**
 * Where a renewal starts: the day after the current membership ends while it still runs (buying again
 * extends it), else the day of purchase.
 */
export function renewalStartDay(today: CalendarDay, currentEnd: CalendarDay | null): CalendarDay {
  if (currentEnd === null || currentEnd < today) return today;
  const { y, m, d } = parseDay(currentEnd);
  return formatDay(epochDayOf(y, m, d) + 1);
}

/**
 * The last day of a membership after `months` more are bought on `today`: while the current one still runs
 * (to its last day included), the months follow on from its end, so a renewal never loses the days already
 * paid for; a lapsed membership, or none, starts on the day of purchase. Every purchase of a personal
 * package sets the end day by this rule, and the member centre shows that same day.
 */
export function membershipEndAfterPurchase(
  today: CalendarDay,
  currentEnd: CalendarDay | null,
  months: number,
): CalendarDay {
  return membershipEndDay(renewalStartDay(today, currentEnd), months);
}
