import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BannerCarousel } from '@wenxian/ui';
import { bannerArtworkSize, showsBannerCarousel, siteBannersAt } from '@wenxian/domain';
import { useGetServerTimeQuery } from '../features/site/siteApi';

/**
 * The time the banners are chosen by: the server time of the start-up call (doc 000 §7.2), which the server
 * rendered with and sent with the page, so the browser's first render is the server's HTML. Only when that
 * call failed does the browser's clock decide, after hydration (the server then renders no carousel).
 */
function useBannerTime(): number | null {
  const { data: serverTime, isLoading } = useGetServerTimeQuery();
  const [clientTime, setClientTime] = useState<number | null>(null);
  const isUnknown = !isLoading && serverTime == null;
  useEffect(() => {
    if (isUnknown) setClientTime(Date.now());
  }, [isUnknown]);
  return serverTime ?? (isUnknown ? clientTime : null);
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
