import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { makeStore } from '../store/makeStore';
import { areasOfPath, createSiteRoutes, routeTable } from './table';
import { createRoutes, type RouteHandle } from './routes';
import { tableOf } from './defineRoute';
import { allAreas, createAreaRoutes, prefetchPage, type PatchRoutes } from './areas';
import { specRoutes } from './specRoutes';
import { routeMatcher, type MatchedIds } from '../test/routeMatcher';

/** A concrete address for a pattern: each param filled with a sample, optional ones too. */
function sampleAddress(pattern: string): string {
  if (pattern === '*') return '/an/address/nobody/made';
  return pattern.replace(
    /:([A-Za-z]+)(\.html)?\??/g,
    (_m, name: string, html?: string) => `sample-${name}${html ?? ''}`,
  );
}

const routes: RouteObject[] = createSiteRoutes(makeStore());

describe('the route table (generated from routes.txt)', () => {
  it('has every route of the spec once, with its area and guard, and nothing else', () => {
    expect(specRoutes.length).toBeGreaterThan(200);
    const table = routeTable
      .filter((route) => !route.beyondSpec)
      .map((route) => ({ pattern: route.path, area: route.area, guard: route.guard }));
    expect(table).toEqual(expect.arrayContaining([...specRoutes]));
    expect(table).toHaveLength(specRoutes.length);
  });

  it.each(specRoutes)('$pattern resolves to its own route, area, guard and a layout', ({ pattern, area, guard }) => {
    const matches = matchRoutes(routes, sampleAddress(pattern)) ?? [];
    const leaf = matches.at(-1)?.route.handle as RouteHandle | undefined;
    expect(leaf).toMatchObject({ pattern, area, guard });
    expect(matches.map((match) => match.route.id)).toEqual(['root', `layout:${leaf?.layout}`, pattern]);
  });
});

describe('the routes of a path’s areas (the server matches each request over these)', () => {
  const store = makeStore();
  // React Router warns of each malformed encoding it is given; those are asked on purpose here.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());
  // Each part of the table is built and ranked once (paths share a handful of area sets), and each path is
  // matched against the whole table once (the cases below ask for the same addresses more than once).
  const partOfTable = new Map<string, (path: string) => Promise<MatchedIds>>();
  const matchInPart = (path: string) => {
    const areas = areasOfPath(path);
    const key = areas.map(({ area }) => area).join(' ');
    let part = partOfTable.get(key);
    if (!part) partOfTable.set(key, (part = routeMatcher(createRoutes(store, tableOf(areas)))));
    return part(path);
  };
  const matchInWholeTable = routeMatcher(routes);
  const wholeTableIds = new Map<string, Promise<MatchedIds>>();
  const idsOfWholeTable = (path: string) => {
    if (!wholeTableIds.has(path)) wholeTableIds.set(path, matchInWholeTable(path));
    return wholeTableIds.get(path);
  };
  const sameMatch = async (path: string) => expect(await matchInPart(path)).toEqual(await idsOfWholeTable(path));
  const firstSegments = [...new Set(specRoutes.map(({ pattern }) => pattern.split('/')[1] ?? ''))];

  it.each(specRoutes)('$pattern: the same route as the whole table, in any case and encoding', async ({ pattern }) => {
    const address = sampleAddress(pattern);
    await sameMatch(address);
    await sameMatch(address.toUpperCase());
    await sameMatch(address.replace(/^\/(.)/, (_m, first: string) => `/%${first.charCodeAt(0).toString(16)}`));
    await sameMatch(`${address}/%E0`);
  });

  it('matches any path as the whole table does', async () => {
    const segment = fc.oneof(
      fc.constantFrom(...firstSegments, 'sample', '%E0', '%2F', 'Q%4B'),
      fc.string({ minLength: 1, maxLength: 6 }).map(encodeURIComponent),
    );
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.boolean())
      .map(([segments, upper, slash]) => {
        const text = `/${segments.join('/')}${slash ? '/' : ''}`;
        return upper ? text.toUpperCase() : text;
      });
    await fc.assert(
      fc.asyncProperty(path, async (address) => {
        await sameMatch(address);
      }),
      { numRuns: 500 },
    );
  });
});

/** React Router's patch, done by hand on a route tree: children appended under the route with that id. */
function patchInto(tree: RouteObject[]): PatchRoutes {
  const find = (routes: RouteObject[], id: string): RouteObject | undefined =>
    routes.find((route) => route.id === id) ?? routes.map((r) => find(r.children ?? [], id)).find(Boolean);
  return (parentId, children) => {
    const parent = parentId === null ? undefined : find(tree, parentId);
    if (!parent) throw new Error(`no route ${parentId}`);
    parent.children = [...(parent.children ?? []), ...children];
  };
}

/** Routes outside routes.txt, each recorded in the decision file it names (a path from the project's root). */
const beyondSpec = routeTable.filter((route) => route.beyondSpec);
function findRoot(from: string): string {
  if (existsSync(join(from, 'docs/decisions'))) return from;
  if (dirname(from) === from) throw new Error('docs/decisions not found above the working directory');
  return findRoot(dirname(from));
}
const repoRoot = findRoot(process.cwd());

describe('the routes beyond routes.txt', () => {
  it.each(beyondSpec.map((route) => route.path))(
    '%s is not in the spec, is recorded in its decision file and resolves to its own route',
    (pattern) => {
      const route = beyondSpec.find((r) => r.path === pattern);
      expect(specRoutes.map((line) => line.pattern)).not.toContain(pattern);
      const decisions = readFileSync(join(repoRoot, route?.beyondSpec ?? ''), 'utf8');
      expect(decisions).toContain(`\`${pattern}\``);
      const matches = matchRoutes(routes, sampleAddress(pattern)) ?? [];
      expect(matches.at(-1)?.route.handle).toMatchObject({ pattern, area: route?.area, guard: route?.guard });
    },
  );
});

describe("the browser's route table, loaded area by area", () => {
  it('has the routes of the shell and the landing area only, until the others are discovered', async () => {
    const { routes } = await createAreaRoutes(makeStore(), ['entities']);
    const matchOf = (address: string) => matchRoutes(routes, address)?.at(-1)?.route.id;
    expect(matchOf('/journal/nav')).toBe('/journal/nav');
    expect(matchOf('/')).toBe('/');
    // Another area's page matches only the catch-all, so React Router asks for the routes it is missing.
    expect(matchOf('/member')).toBe('*');
  });

  it('patches the other areas in on discovery, not before', async () => {
    const { routes, discover } = await createAreaRoutes(makeStore(), ['entities']);
    await prefetchPage('/member');
    expect(matchRoutes(routes, '/member')?.at(-1)?.route.id).toBe('*');
    await discover(patchInto(routes));
    expect(matchRoutes(routes, '/member')?.at(-1)?.route.id).toBe('/member');
  });

  it("prefetches with a page's code what a navigation to it renders at once (the results page's batch bar, pager)", async () => {
    const { PaginationOnUse, SelectionBarOnUse } = await import('../pages/search/searchViews/partsOnUse');
    expect([SelectionBarOnUse.isLoaded(), PaginationOnUse.isLoaded()]).toEqual([false, false]);
    await prefetchPage('/search');
    expect([SelectionBarOnUse.isLoaded(), PaginationOnUse.isLoaded()]).toEqual([true, true]);
  });

  it('discovers only the area of the path navigated to (a search from the home page waits for one module)', async () => {
    const { routes, discover } = await createAreaRoutes(makeStore(), ['entities']);
    await discover(patchInto(routes), '/search');
    expect(matchRoutes(routes, '/search')?.at(-1)?.route.id).toBe('/search');
    expect(matchRoutes(routes, '/member')?.at(-1)?.route.id).toBe('*');
  });

  it.each(allAreas)('landing in %s, then discovering, resolves every route as the whole table does', async (area) => {
    const { routes, discover } = await createAreaRoutes(makeStore(), [area]);
    await discover(patchInto(routes));
    // A second discovery (two navigations racing) patches nothing twice.
    await discover(() => {
      throw new Error('patched twice');
    });
    const matchInTable = routeMatcher(routes);
    for (const { pattern } of specRoutes) {
      const ids = (await matchInTable(sampleAddress(pattern))) ?? [];
      expect(ids.at(-1), pattern).toBe(pattern);
      expect(ids).toHaveLength(3);
    }
  });
});
