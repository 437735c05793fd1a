import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from '@wenxian/ui';
import { isHomePath } from '@wenxian/domain';
import { footerLicenceLines, footerPhones } from '@wenxian/domain';
import { useGetServerTimeQuery } from '../../features/shared/siteApi';
import { useAppDispatch } from '../../app/hooks';
import { feedbackOpened } from '../../features/feedback/feedbackModal';
import { siteFooterLinkGroups, siteFooterQuickLinks } from '../../features/navigation/siteMap';

/**
 * The footer's colour carried down to the window's bottom: on a page shorter than the window (/batchquote has no
 * header) the space under the footer reads as the footer's, not as a white strip after the page's end. A shadow
 * paints there without making the page taller or scrollable.
 */
const ReachesWindowBottom = styled.div`
  box-shadow: 0 50vh 0 50vh ${({ theme }) => theme.color.text};
`;

/** The footer; its certificate badge (home only) counts days from server time, client time as fallback. */
export function SiteFooter() {
  const { pathname } = useLocation();
  const { data: serverTime } = useGetServerTimeQuery();
  // The client clock as the page opened: the badge's fallback when the server time is unknown.
  const [clientTime] = useState(() => Date.now());
  const dispatch = useAppDispatch();
  const [quickLinks] = useState(() => siteFooterQuickLinks(() => dispatch(feedbackOpened())));
  return (
    <ReachesWindowBottom>
      <Footer
        linkGroups={siteFooterLinkGroups}
        phones={footerPhones}
        quickLinks={quickLinks}
        licenceLines={footerLicenceLines}
        isHome={isHomePath(pathname)}
        serverTime={serverTime}
        clientTime={clientTime}
      />
    </ReachesWindowBottom>
  );
}
