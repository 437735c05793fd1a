/** The facet column's component, in a file of its own: /search downloads it when the column is first used. */
export { FacetPanel } from '@wenxian/ui';
