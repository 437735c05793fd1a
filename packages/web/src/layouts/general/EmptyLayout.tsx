import { SiteFrame } from '../site/SiteFrame';
import { SiteHeader } from '../site/SiteHeader';
import { SiteFooter } from '../site/SiteFooter';
import type { LayoutProps } from '../layoutProps';

/** Nothing around the page (download hand-offs, signature pads on a phone). */
export const EmptyLayout = ({ children }: LayoutProps) => <SiteFrame hasDialogs={false}>{children}</SiteFrame>;

/** Header and footer without the side toolbar (accounts, payment, manager pages). */
export const NoSideBarLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<SiteHeader />} footer={<SiteFooter />}>
    {children}
  </SiteFrame>
);
