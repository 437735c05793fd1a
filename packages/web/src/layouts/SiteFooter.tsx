import { useLocation } from 'react-router-dom';
import { Footer } from '@wenxian/ui';
import { footerLicenceLines, footerLinkGroups, footerPhones, footerQuickLinks } from '../config/siteContent';
import { useGetServerTimeQuery } from '../features/site/siteApi';

/** The footer; its certificate badge (home only) counts days from server time, client time as fallback. */
export function SiteFooter() {
  const { pathname } = useLocation();
  const { data: serverTime } = useGetServerTimeQuery();
  return (
    <Footer
      linkGroups={footerLinkGroups}
      phones={footerPhones}
      quickLinks={footerQuickLinks}
      licenceLines={footerLicenceLines}
      isHome={pathname === '/'}
      serverTime={serverTime}
      clientTime={Date.now()}
    />
  );
}
