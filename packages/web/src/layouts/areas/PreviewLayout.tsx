import { SiteFrame } from '../site/SiteFrame';
import { SiteFooter } from '../site/SiteFooter';
import { PreviewBar } from './PreviewBar';
import { ProductHeader } from './ProductHeader';
import type { LayoutProps } from '../layoutProps';

/** Reading: a slim bar above a full-width reader. */
export const PreviewLayout = ({ children }: LayoutProps) => <SiteFrame header={<PreviewBar />}>{children}</SiteFrame>;

/** Products and activities: the product bar, then the site footer. */
export const ProductLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<ProductHeader />} footer={<SiteFooter />} hasSideBar>
    {children}
  </SiteFrame>
);
