import { formatLabels } from '../messages/labels/format';

/** Quota is displayed as used/total articles (doc 000 §9), e.g. 3/10篇. */
export function formatQuota(used: number, total: number): string {
  const safe = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
  return `${safe(used)}/${safe(total)}${formatLabels.articles}`;
}

/** Quota left after `used`, never below zero. */
export function remainingQuota(used: number, total: number): number {
  return Math.max(0, Math.floor(total) - Math.floor(used));
}
