import { formatLabels } from '../messages/labels/format';

/** Quota is displayed as used/total articles (doc 000 §9), e.g. 3/10篇. */
export function formatQuota(used: number, total: number): string {
  const safe = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
  return `${safe(used)}/${safe(total)}${formatLabels.articles}`;
}
