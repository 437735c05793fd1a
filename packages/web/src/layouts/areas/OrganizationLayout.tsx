import { SiteFrame } from '../site/SiteFrame';
import { SiteHeader } from '../site/SiteHeader';
import { SiteFooterOnUse } from '../site/partsOnUse';
import { OrganizationBanner } from './OrganizationBanner';
import type { LayoutProps } from '../layoutProps';

/** Organization home and search: the site header with the organization search banner. */
export const OrganizationLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<SiteHeader />} banner={<OrganizationBanner />} footer={<SiteFooterOnUse />} hasSideBar>
    {children}
  </SiteFrame>
);
