import type { ComponentType } from 'react';
import { AiHomeLayout } from './areas/AiHomeLayout';
import { ConferenceLayout } from './areas/ConferenceLayout';
import { DefaultLayout } from './general/DefaultLayout';
import { EmptyLayout } from './general/EmptyLayout';
import { NoHeaderFooterLayout } from './general/NoHeaderFooterLayout';
import { NoHeaderLayout } from './general/NoHeaderLayout';
import { NoSideBarLayout } from './general/NoSideBarLayout';
import { OrganizationLayout } from './areas/OrganizationLayout';
import { PreviewLayout } from './areas/PreviewLayout';
import { ProductLayout } from './areas/ProductLayout';
import { UserInfoLayout } from './areas/UserInfoLayout';
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
