import type { ComponentType } from 'react';
import { DefaultLayout } from './DefaultLayout';
import type { LayoutId } from './layoutIds';
import type { LayoutProps } from './layoutProps';

type LayoutModule = { default: ComponentType<LayoutProps> };

/**
 * The eleven layouts of doc 000 §2.2. The default one is part of the entry (most pages use it); the others
 * load with the first page that uses them, so a visitor of the home page does not download the AI header.
 */
export const layoutLoaders: Record<LayoutId, () => Promise<LayoutModule>> = {
  default: async () => ({ default: DefaultLayout }),
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
