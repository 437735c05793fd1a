import { SiteFrame } from '../site/SiteFrame';
import { SiteFooterOnUse } from '../site/partsOnUse';
import type { LayoutProps } from '../layoutProps';

/** Footer and side toolbar without the header (pages opened in a new window, such as batch citation). */
export const NoHeaderLayout = ({ children }: LayoutProps) => (
  <SiteFrame footer={<SiteFooterOnUse />} hasSideBar>
    {children}
  </SiteFrame>
);
