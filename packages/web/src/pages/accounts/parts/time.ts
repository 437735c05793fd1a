import { formatBeijing } from '@wenxian/domain';

/** An ISO time of a centre list in Beijing time, to the minute. */
export const minuteOf = (iso: string): string => formatBeijing(Date.parse(iso), 'YYYY-MM-DD HH:mm');
/** An ISO time as its Beijing date. */
export const dateOf = (iso: string): string => formatBeijing(Date.parse(iso));
