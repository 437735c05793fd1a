import { SiteFrame } from './SiteFrame';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import type { LayoutProps } from './layoutProps';

/** Header and footer without the side toolbar (accounts, payment, manager pages). */
export const NoSideBarLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<SiteHeader />} footer={<SiteFooter />}>
    {children}
  </SiteFrame>
);
