import type { ComponentType } from 'react';
import type { LayoutId } from './layoutIds';
import type { LayoutProps } from './layoutProps';

type LayoutModule = { default: ComponentType<LayoutProps> };

/**
 * The eleven layouts of doc 000 §2.2, each loaded with the first page that uses it (in parallel with that
 * page's own module, before hydration): a visitor of the home page does not download the AI header, and a
 * printable or blocked page no header at all.
 */
export const layoutLoaders: Record<LayoutId, () => Promise<LayoutModule>> = {
  default: () => import('./DefaultLayout').then((m) => ({ default: m.DefaultLayout })),
  aiHome: () => import('./AiHomeLayout').then((m) => ({ default: m.AiHomeLayout })),
  conference: () => import('./ConferenceLayout').then((m) => ({ default: m.ConferenceLayout })),
  empty: () => import('./EmptyLayout').then((m) => ({ default: m.EmptyLayout })),
  noSideBar: () => import('./NoSideBarLayout').then((m) => ({ default: m.NoSideBarLayout })),
  noHeader: () => import('./NoHeaderLayout').then((m) => ({ default: m.NoHeaderLayout })),
  noHeaderFooter: () => import('./NoHeaderFooterLayout').then((m) => ({ default: m.NoHeaderFooterLayout })),
  organization: () => import('./OrganizationLayout').then((m) => ({ default: m.OrganizationLayout })),
  preview: () => import('./PreviewLayout').then((m) => ({ default: m.PreviewLayout })),
  product: () => import('./ProductLayout').then((m) => ({ default: m.ProductLayout })),
  userInfo: () => import('./UserInfoLayout').then((m) => ({ default: m.UserInfoLayout })),
};
