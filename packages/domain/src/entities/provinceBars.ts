/** One province of an organisation's 中国分析 chart: its partners' count there, and whether it is the organisation's own. */
export type ProvinceBar = { name: string; count: number; isOwn: boolean };

/**
 * The provinces an organisation's 中国分析 draws: the `size` provinces with most partner organisations (in the order
 * given, most first), and always the organisation's own province, marked — a scholar reads the chart against home,
 * so home is shown even when it is not among the first (after them, with its count, 0 when no partner is there).
 */
export function provinceBars(
  regions: readonly { name: string; count: number }[],
  ownProvince: string,
  size = 10,
): ProvinceBar[] {
  const top = regions.slice(0, size).map((r) => ({ name: r.name, count: r.count, isOwn: r.name === ownProvince }));
  if (!ownProvince || top.some((r) => r.isOwn)) return top;
  const own = regions.find((r) => r.name === ownProvince);
  return [...top, { name: ownProvince, count: own?.count ?? 0, isOwn: true }];
}
