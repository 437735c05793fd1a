import { SiteFrame } from '../site/SiteFrame';
import { SiteFooterOnUse } from '../site/partsOnUse';
import { ProductHeader } from './ProductHeader';
import type { LayoutProps } from '../layoutProps';

/** Products and activities: the product bar, then the site footer. */
export const ProductLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<ProductHeader />} footer={<SiteFooterOnUse />} hasSideBar>
    {children}
  </SiteFrame>
);
