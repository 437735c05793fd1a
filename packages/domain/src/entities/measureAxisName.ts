/**
 * The unit each measure of an entity's charts counts in: articles in 篇, citations received (被引量) or made (引用量)
 * in 次. The project's own wording (decisions/entities.md): the spec names the measures, not their units.
 */
const UNITS: Readonly<Record<string, string>> = { 发文量: '篇', 被引量: '次', 引用量: '次' };

/** Measures that count in one unit, as a value axis names them: 被引量、引用量（次）. */
export const measuresInUnit = (measures: readonly string[], unit: string): string =>
  `${measures.join('、')}（${unit}）`;

/**
 * The name of a chart's value axis for the measures it draws, each with its unit, those of one unit together:
 * 发文量（篇）/ 被引量、引用量（次）. None when a measure's unit is not known: no axis name rather than a wrong one.
 */
export function measureAxisName(measures: readonly string[]): string | undefined {
  if (measures.length === 0 || measures.some((m) => !(m in UNITS))) return undefined;
  const byUnit = new Map<string, string[]>();
  for (const measure of new Set(measures)) {
    const unit = UNITS[measure] ?? '';
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), measure]);
  }
  return [...byUnit].map(([unit, names]) => measuresInUnit(names, unit)).join('/ ');
}
