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
  default: () => import('./general/DefaultLayout').then((m) => ({ default: m.DefaultLayout })),
  aiHome: () => import('./areas/AiHomeLayout').then((m) => ({ default: m.AiHomeLayout })),
  conference: () => import('./areas/ConferenceLayout').then((m) => ({ default: m.ConferenceLayout })),
  empty: () => import('./general/EmptyLayout').then((m) => ({ default: m.EmptyLayout })),
  noSideBar: () => import('./general/NoSideBarLayout').then((m) => ({ default: m.NoSideBarLayout })),
  noHeader: () => import('./general/NoHeaderLayout').then((m) => ({ default: m.NoHeaderLayout })),
  noHeaderFooter: () => import('./general/NoHeaderFooterLayout').then((m) => ({ default: m.NoHeaderFooterLayout })),
  organization: () => import('./areas/OrganizationLayout').then((m) => ({ default: m.OrganizationLayout })),
  preview: () => import('./areas/PreviewLayout').then((m) => ({ default: m.PreviewLayout })),
  product: () => import('./areas/ProductLayout').then((m) => ({ default: m.ProductLayout })),
  userInfo: () => import('./areas/UserInfoLayout').then((m) => ({ default: m.UserInfoLayout })),
};
