import { lazy } from 'react';
import { partOnUse } from '../../../app/hydration/partOnUse';

/**
 * /search's parts whose code is not downloaded with the page. The facet column's comes when the visitor first
 * points at, touches or focuses the column, or when the page renders it anew (another search): the server's
 * column, its counts and boxes, shows until then (app/hydration/partOnUse.tsx). Its region compares its props
 * (HydratedOnUse), as the page's memoised parts do.
 */
export const FacetPanelOnUse = partOnUse(() => import('./facetPanel').then((m) => m.FacetPanel));

/**
 * The batch bar's code comes when the visitor first uses the bar, or when ticking a row changes what it shows: the
 * server's bar (已选 0 篇 and its buttons) shows until then.
 */
export const SelectionBarOnUse = partOnUse(() =>
  import('../../../features/shared/SelectionBar').then((m) => m.SelectionBar),
);

/** The pager's code comes as it nears the window under the rows, or when it is used. */
export const PaginationOnUse = partOnUse(() => import('./pagination').then((m) => m.Pagination));

/**
 * The parts a navigation to the page renders at once that a first load leaves the server's HTML until used (the
 * batch bar, the pager): fetched with the page's code on intent (its route module's `prefetch`).
 */
export const loadNavigationParts = () => Promise.all([SelectionBarOnUse.load(), PaginationOnUse.load()]);

/** The syntax help loads when first opened: it is no part of the page's first paint. */
export const ExpressionSyntaxHelp = lazy(() =>
  import('../../../features/search/ExpressionSyntaxHelpPanel').then((m) => ({
    default: m.ExpressionSyntaxHelpPanel,
  })),
);
