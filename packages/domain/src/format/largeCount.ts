/**
 * Large counts (doc 000 §9): 10000 and above as "w" (万) with one decimal, 1000 and above with
 * comma grouping, smaller numbers as they are. The one decimal is rounded half up to the nearest
 * thousand (12345 → 1.2w, 12500 → 1.3w) and always shown (10000 → 1.0w).
 */
export function formatLargeCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const n = Math.abs(value);
  if (n >= 10_000) return `${sign}${(Math.round(n / 1000) / 10).toFixed(1)}w`;
  if (n >= 1000) return `${sign}${groupThousands(Math.round(n))}`;
  return `${sign}${n}`;
}

function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An exact figure with comma grouping (15030 → 15,030; 3.25 → 3.25): the analyses' headline figures (总下载,
 * 总被引…) are read as exact numbers, so they keep every digit instead of the lists' "w" form
 * (docs/decisions/entities.md). Not a finite number: 0.
 */
export function formatFigure(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0';
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  return `${value < 0 ? '-' : ''}${groupThousands(Number(whole))}${fraction ? `.${fraction}` : ''}`;
}
