import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BannerCarousel, useHydrated } from '@wenxian/ui';
import { bannerArtworkSize, showsBannerCarousel, siteBannersAt } from '@wenxian/domain';
import { useSessionFlag } from '../../features/banners/sessionFlags';
import { useGetServerTimeQuery } from '../../features/shared/siteApi';

/**
 * The time the banners are chosen by: the server time of the start-up call (doc 000 §7.2), which the server
 * rendered with and sent with the page, so the browser's first render is the server's HTML. Only when that
 * call failed does the browser's clock decide, once hydrated (the server, and so hydration, render none).
 */
function useBannerTime(): number | null {
  const { data: serverTime, isLoading } = useGetServerTimeQuery();
  const isHydrated = useHydrated();
  const [clientTime] = useState(() => Date.now());
  if (serverTime != null) return serverTime;
  return !isLoading && isHydrated ? clientTime : null;
}

/** The carousel of a page that has one, its slides chosen at the banner time. */
function BannerSlides({ pathname }: { pathname: string }) {
  const now = useBannerTime();
  const [isClosed, close] = useSessionFlag('carouselClosed');
  if (now === null || isClosed) return null;
  return (
    <BannerCarousel
      key={pathname}
      banners={siteBannersAt(now, pathname)}
      pictureSize={bannerArtworkSize}
      onClose={close}
    />
  );
}

/**
 * The banner carousel of doc 000 §2.3 and §4.7: on / and /pay/newindex only, its slides chosen by server time
 * (on /pay/newindex the teaching-agent banner alone). Closing it hides it for the rest of the browser session
 * (features/banners/sessionFlags), across client navigations. Other pages subscribe
 * to nothing for it.
 */
export function SiteBannerCarousel() {
  const { pathname } = useLocation();
  return showsBannerCarousel(pathname) ? <BannerSlides pathname={pathname} /> : null;
}
