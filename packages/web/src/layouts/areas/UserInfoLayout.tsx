import { SiteFrame } from '../site/SiteFrame';
import { SiteHeader } from '../site/SiteHeader';
import { SiteFooterOnUse } from '../site/partsOnUse';
import { UserInfoBar } from './UserInfoBar';
import type { LayoutProps } from '../layoutProps';

/** Personal centre and subscriptions: the site header with the user's card and the centre's navigation. */
export const UserInfoLayout = ({ children }: LayoutProps) => (
  <SiteFrame
    header={
      <>
        <SiteHeader />
        <UserInfoBar />
      </>
    }
    footer={<SiteFooterOnUse />}
    hasSideBar
  >
    {children}
  </SiteFrame>
);
