import { SiteFrame } from '../site/SiteFrame';
import { SiteHeader } from '../site/SiteHeader';
import { SiteFooterOnUse } from '../site/partsOnUse';
import type { LayoutProps } from '../layoutProps';

/** Header and footer without the side toolbar (accounts, payment, manager pages). */
export const NoSideBarLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<SiteHeader />} footer={<SiteFooterOnUse />}>
    {children}
  </SiteFrame>
);
