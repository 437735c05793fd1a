/**
 * The msw pattern of a call-layer path builder: `pathPattern(LITERATURE_PATHS.base, 'id')` is `/literature/base/:id`.
 * Handlers take their paths from the call layer's constants this way, so no path is written twice.
 */
export function pathPattern<Names extends string[]>(build: (...values: Names) => string, ...names: Names): string {
  // Letters and underscores pass through the builders' encodeURIComponent unchanged.
  const marks = names.map((_, index) => `__param${index}__`) as Names;
  return names.reduce((path, name, index) => path.replace(marks[index] ?? '', `:${name}`), build(...marks));
}
