import { SiteFrame } from '../site/SiteFrame';
import { SiteFooter } from '../site/SiteFooter';
import { ProductHeader } from './ProductHeader';
import type { LayoutProps } from '../layoutProps';

/** Products and activities: the product bar, then the site footer. */
export const ProductLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<ProductHeader />} footer={<SiteFooter />} hasSideBar>
    {children}
  </SiteFrame>
);
