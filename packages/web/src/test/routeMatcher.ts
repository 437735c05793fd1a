import { createStaticHandler, type RouteObject } from 'react-router-dom';

/** The route ids React Router matches for a path, root first; `undefined` where no route matches. */
export type MatchedIds = string[] | undefined;

/** What React Router's matching reads of a route: nothing of it loads or renders. */
function matchingShape(routes: RouteObject[]): RouteObject[] {
  return routes.map(({ id, path, index, caseSensitive, children }) =>
    index
      ? { id, path, index: true, caseSensitive }
      : { id, path, caseSensitive, children: children && matchingShape(children) },
  );
}

/**
 * React Router's matching over one route tree, flattened and ranked once as the page server's static handler
 * and the browser's router do: `matchRoutes` flattens and ranks the whole tree again on every call, which for
 * the site's table was most of the route tests' time. The path is matched as given, not first normalized as a
 * URL.
 */
export function routeMatcher(tree: RouteObject[]): (path: string) => Promise<MatchedIds> {
  const handler = createStaticHandler(matchingShape(tree));
  return async (path) => {
    const context = await handler.query(new Request('http://routes.invalid/'), {
      normalizePath: () => ({ pathname: path, search: '', hash: '' }),
    });
    if (context instanceof Response) throw new Error(`matching ${path} answered ${context.status}`);
    // No route matches: the handler answers a not-found error at the root.
    if (context.errors) return undefined;
    return context.matches.map((match) => match.route.id);
  };
}
