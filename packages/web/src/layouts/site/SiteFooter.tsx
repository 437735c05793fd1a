import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer } from '@wenxian/ui';
import { isHomePath } from '@wenxian/domain';
import { footerLicenceLines, footerPhones } from '@wenxian/domain';
import { useGetServerTimeQuery } from '../../features/shared/siteApi';
import { useAppDispatch } from '../../app/hooks';
import { feedbackOpened } from '../../features/feedback/feedbackModal';
import { siteFooterLinkGroups, siteFooterQuickLinks } from '../../features/navigation/siteMap';

/** The footer; its certificate badge (home only) counts days from server time, client time as fallback. */
export function SiteFooter() {
  const { pathname } = useLocation();
  const { data: serverTime } = useGetServerTimeQuery();
  // The client clock as the page opened: the badge's fallback when the server time is unknown.
  const [clientTime] = useState(() => Date.now());
  const dispatch = useAppDispatch();
  const [quickLinks] = useState(() => siteFooterQuickLinks(() => dispatch(feedbackOpened())));
  return (
    <Footer
      linkGroups={siteFooterLinkGroups}
      phones={footerPhones}
      quickLinks={quickLinks}
      licenceLines={footerLicenceLines}
      isHome={isHomePath(pathname)}
      serverTime={serverTime}
      clientTime={clientTime}
    />
  );
}
