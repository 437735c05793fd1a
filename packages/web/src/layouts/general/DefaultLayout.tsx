import { SiteFrame } from '../site/SiteFrame';
import { SiteHeader } from '../site/SiteHeader';
import { SiteFooterOnUse } from '../site/partsOnUse';
import type { LayoutProps } from '../layoutProps';

/** Header, footer, side bar and dialogs. */
export const DefaultLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<SiteHeader />} footer={<SiteFooterOnUse />} hasSideBar>
    {children}
  </SiteFrame>
);
