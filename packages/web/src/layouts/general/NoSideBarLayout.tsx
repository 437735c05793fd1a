import { SiteFrame } from '../site/SiteFrame';
import { SiteHeader } from '../site/SiteHeader';
import { SiteFooter } from '../site/SiteFooter';
import type { LayoutProps } from '../layoutProps';

/** Header and footer without the side toolbar (accounts, payment, manager pages). */
export const NoSideBarLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<SiteHeader />} footer={<SiteFooter />}>
    {children}
  </SiteFrame>
);
