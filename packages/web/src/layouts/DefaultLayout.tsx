import { SiteFrame } from './SiteFrame';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import type { LayoutProps } from './layoutProps';

/** Header, footer, side bar and dialogs. */
export const DefaultLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<SiteHeader />} footer={<SiteFooter />} hasSideBar>
    {children}
  </SiteFrame>
);
