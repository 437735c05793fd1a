/**
 * Default facet (aggregation) sizes (doc 000 §9, doc 001 §9): 10 for types and quality
 * journals, 0 for hidden facets, 5 for year, class and every other facet.
 */
export const facetDefaultSizes = { types: 10, qualityJournals: 10, year: 5, class: 5, other: 5, hidden: 0 } as const;

export type FacetKind = keyof typeof facetDefaultSizes;

export function facetDefaultSize(kind: FacetKind | string): number {
  return Object.hasOwn(facetDefaultSizes, kind) ? facetDefaultSizes[kind as FacetKind] : facetDefaultSizes.other;
}
