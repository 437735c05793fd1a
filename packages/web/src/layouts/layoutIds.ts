/** The eleven layouts of doc 000 §2.2; every route names one (docs/decisions/web.md says which). */
export const layoutIds = [
  'default',
  'aiHome',
  'conference',
  'empty',
  'noSideBar',
  'noHeader',
  'noHeaderFooter',
  'organization',
  'preview',
  'product',
  'userInfo',
] as const;

export type LayoutId = (typeof layoutIds)[number];
