import { SiteFrame } from '../site/SiteFrame';
import { AiSiteHeader } from './AiSiteHeader';
import { AiSideBar } from './AiSideBar';
import type { LayoutProps } from '../layoutProps';

/** WeResearch: the AI header and the conversation side bar. */
export const AiHomeLayout = ({ children }: LayoutProps) => (
  <SiteFrame header={<AiSiteHeader />} aside={<AiSideBar />}>
    {children}
  </SiteFrame>
);
