import routesText from './routes.txt?raw';

/** One line of the spec's route table: its pattern, the area that owns the page, and its guard. */
export type SpecRoute = { pattern: string; area: string; guard: string };

/**
 * The route table of the specification (doc 000 §2.1, doc 001 §2) from routes.txt beside this file: the
 * repository's copy of ../shared/spec/routes.txt (`node scripts/refresh-spec-copies.mjs` refreshes it), so a
 * clone with nothing beside it checks its routes against the same table. The tests' reference; the site's own
 * table is the areas' code (table.ts), which routeTable.test.ts holds equal to this.
 */
export const specRoutes: readonly SpecRoute[] = routesText
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [pattern = '', area = '', guard = ''] = line.split('\t');
    return { pattern, area, guard };
  });
