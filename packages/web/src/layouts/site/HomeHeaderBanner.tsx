import { useLocation } from 'react-router-dom';
import { href } from 'react-router';
import { HeaderBanner } from '@wenxian/ui';
import { isHomePath, shellLabels, showsHeaderBanner } from '@wenxian/domain';
import { useSessionFlag } from '../../features/banners/sessionFlags';
import { useGetServerTimeQuery } from '../../features/shared/siteApi';

/** The header banner's artwork, a static file of the site (like the carousel's). */
const HEADER_BANNER_IMAGE = '/banners/headerBanner.svg';
/** What its 立即查看 opens: the artwork announces 会员限时优惠, the member page's offers. */
const HEADER_BANNER_TARGET = href('/member');

/** The banner at the server's time (the start-up call, which the server rendered with). */
function HeaderBannerAtServerTime({ pathname }: { pathname: string }) {
  const { data: serverTime } = useGetServerTimeQuery();
  const [isClosed, close] = useSessionFlag('headerBannerClosed');
  if (serverTime == null || !showsHeaderBanner(serverTime, pathname, isClosed)) return null;
  return (
    <HeaderBanner
      imageSrc={HEADER_BANNER_IMAGE}
      title={shellLabels.headerBanner.title}
      href={HEADER_BANNER_TARGET}
      onClose={close}
    />
  );
}

/**
 * The home page's header banner (doc 000 §4.7): inside its window by the server's time, above the header; it
 * closes after 10 s or on a click, and then stays closed for the session like the carousel
 * (features/banners/sessionFlags). Other pages subscribe to nothing for it.
 */
export function HomeHeaderBanner() {
  const { pathname } = useLocation();
  return isHomePath(pathname) ? <HeaderBannerAtServerTime pathname={pathname} /> : null;
}
