import { SiteFrame } from '../site/SiteFrame';
import { SiteHeader } from '../site/SiteHeader';
import { SiteFooter } from '../site/SiteFooter';
import type { LayoutProps } from '../layoutProps';

/** Header, footer, side bar and dialogs. */
export const DefaultLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<SiteHeader />} footer={<SiteFooter />} hasSideBar>
    {children}
  </SiteFrame>
);
