import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { BannerCarousel } from '@wenxian/ui';
import { bannerArtworkSize, showsBannerCarousel, siteBannersAt } from '@wenxian/domain';
import { useGetServerTimeQuery } from '../features/site/siteApi';

const noSubscription = () => () => undefined;

/**
 * The time the banners are chosen by: the server time of the start-up call (doc 000 §7.2), which the server
 * rendered with and sent with the page, so the browser's first render is the server's HTML. Only when that
 * call failed does the browser's clock decide, once hydrated (the server, and so hydration, render none).
 */
function useBannerTime(): number | null {
  const { data: serverTime, isLoading } = useGetServerTimeQuery();
  // false on the server and while hydrating, true once the browser renders on its own.
  const isBrowserRender = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [clientTime] = useState(() => Date.now());
  if (serverTime != null) return serverTime;
  return !isLoading && isBrowserRender ? clientTime : null;
}

/**
 * The banner carousel of doc 000 §2.3 and §4.7: on / and /pay/newindex only, its slides chosen by server time
 * (on /pay/newindex the teaching-agent banner alone). Closing it hides it for this view.
 */
export function SiteBannerCarousel() {
  const { pathname } = useLocation();
  const now = useBannerTime();
  if (!showsBannerCarousel(pathname) || now === null) return null;
  return <BannerCarousel key={pathname} banners={siteBannersAt(now, pathname)} pictureSize={bannerArtworkSize} />;
}
