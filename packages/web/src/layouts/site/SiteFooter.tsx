import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer } from '@wenxian/ui';
import { isHomePath } from '@wenxian/domain';
import { footerLicenceLines, footerLinkGroups, footerPhones, footerQuickLinks } from '@wenxian/domain';
import { useGetServerTimeQuery } from '../../features/site/siteApi';

/** The footer; its certificate badge (home only) counts days from server time, client time as fallback. */
export function SiteFooter() {
  const { pathname } = useLocation();
  const { data: serverTime } = useGetServerTimeQuery();
  // The client clock as the page opened: the badge's fallback when the server time is unknown.
  const [clientTime] = useState(() => Date.now());
  return (
    <Footer
      linkGroups={footerLinkGroups}
      phones={footerPhones}
      quickLinks={footerQuickLinks}
      licenceLines={footerLicenceLines}
      isHome={isHomePath(pathname)}
      serverTime={serverTime}
      clientTime={clientTime}
    />
  );
}
