import { SiteFrame } from '../site/SiteFrame';
import { SiteHeader } from '../site/SiteHeader';
import { SiteFooter } from '../site/SiteFooter';
import { OrganizationBanner } from './OrganizationBanner';
import type { LayoutProps } from '../layoutProps';

/** Organization home and search: the site header with the organization search banner. */
export const OrganizationLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<SiteHeader />} banner={<OrganizationBanner />} footer={<SiteFooter />} hasSideBar>
    {children}
  </SiteFrame>
);
