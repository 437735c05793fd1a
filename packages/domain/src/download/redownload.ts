import { formatBeijing } from '../time/formatBeijing';

/**
 * A download already counted is not counted again (docs/decisions/dialogs.md): an item that used the monthly
 * member quota downloads free for the rest of that quota month (Beijing calendar, doc 000 §4.3 当月额度), an
 * open-access item that used the daily free allowance for the rest of that day (doc 000 §9: 10 a day). Bought
 * items are owned and always free.
 */
export type CountedDownload = { kind: 'quota' | 'freeOa'; at: number };

/** The period a count belongs to: the Beijing month of a quota count, the Beijing day of a free OA count. */
export function countPeriodOf(kind: CountedDownload['kind'], at: number): string {
  return kind === 'quota' ? formatBeijing(at, 'YYYY-MM') : formatBeijing(at);
}

/** Whether downloading the item again at `now` is free because this count still covers it. */
export function isCountedAgain(counted: CountedDownload, now: number): boolean {
  return countPeriodOf(counted.kind, counted.at) === countPeriodOf(counted.kind, now);
}
