/** Organization paths (doc 001 §7 "Organization"); /organ is the root the spec shows. */
const o = (name: string) => `/organ/${name}`;

export const ORGANIZATION_PATHS = {
  show: o('show'),
  literatures: o('literatures'),
  statisticalAnalysis: o('statisticalAnalysis'),
  search: o('search'),
  searchAggs: o('searchAggs'),
  /** World and China analysis endpoints (not named in the spec). */
  worldAnalysis: o('worldAnalysis'),
  chinaAnalysis: o('chinaAnalysis'),
  v2Analysis: o('v2/analysis'),
  children: o('children'),
  details: o('details'),
  subjectDistribution: o('subjectDistribution'),
} as const;
