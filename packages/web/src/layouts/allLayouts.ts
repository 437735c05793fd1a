import type { ComponentType } from 'react';
import { AiHomeLayout } from './AiHomeLayout';
import { ConferenceLayout } from './ConferenceLayout';
import { DefaultLayout } from './DefaultLayout';
import { EmptyLayout } from './EmptyLayout';
import { NoHeaderFooterLayout } from './NoHeaderFooterLayout';
import { NoHeaderLayout } from './NoHeaderLayout';
import { NoSideBarLayout } from './NoSideBarLayout';
import { OrganizationLayout } from './OrganizationLayout';
import { PreviewLayout } from './PreviewLayout';
import { ProductLayout } from './ProductLayout';
import { UserInfoLayout } from './UserInfoLayout';
import type { LayoutId } from './layoutIds';
import type { LayoutProps } from './layoutProps';

/** Every layout at once, for page stories and tests (the site loads them per route: layouts.tsx). */
export const allLayouts: Record<LayoutId, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  aiHome: AiHomeLayout,
  conference: ConferenceLayout,
  empty: EmptyLayout,
  noSideBar: NoSideBarLayout,
  noHeader: NoHeaderLayout,
  noHeaderFooter: NoHeaderFooterLayout,
  organization: OrganizationLayout,
  preview: PreviewLayout,
  product: ProductLayout,
  userInfo: UserInfoLayout,
};
