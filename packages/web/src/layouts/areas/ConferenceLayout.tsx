import { SiteFrame } from '../site/SiteFrame';
import { SiteHeader } from '../site/SiteHeader';
import { ConferenceFooter } from './ConferenceFooter';
import type { LayoutProps } from '../layoutProps';

/** Conference pages: the site header and the conference area's own footer. */
export const ConferenceLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<SiteHeader />} footer={<ConferenceFooter />}>
    {children}
  </SiteFrame>
);
