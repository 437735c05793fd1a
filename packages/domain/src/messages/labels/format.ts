/**
 * Units of formatted values that the spec describes but does not spell (doc 000 §9: relative
 * time "years, months, weeks, days, hours, minutes, seconds"; quota "used/total articles").
 * 刚刚 and 未知 are spec strings and live in `messages.format`.
 */
export const formatLabels = {
  yearsAgo: '年前',
  monthsAgo: '个月前',
  weeksAgo: '周前',
  daysAgo: '天前',
  hoursAgo: '小时前',
  minutesAgo: '分钟前',
  secondsAgo: '秒前',
  articles: '篇',
  /** Shown for a migration count the server did not send (doc 000 §3). */
  missingCount: '--',
} as const;

export type FormatLabels = typeof formatLabels;
