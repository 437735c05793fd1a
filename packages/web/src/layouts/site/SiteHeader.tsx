import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { useGetConfigGroupsQuery } from '../../features/shared/siteConfigApi';
import { HydratedOnUse } from '../../app/hydration/hydrateOnUse';
import { HomeHeaderBanner } from './HomeHeaderBanner';
import { SiteBannerCarousel } from './SiteBannerCarousel';
import { SiteHeaderBarOnUse } from './partsOnUse';
import type { HeaderBarData } from './SiteHeaderBar';

/**
 * The bar as the page's first hydration leaves it: its links need no script, so it stays the server's HTML until
 * the visitor points into, touches or focuses it, the page scrolls (scrolled past 500 px, a page other than the
 * home page shows its search field in the bar: doc 000 §2.3) or navigates. Its code comes at the visitor's first
 * input anywhere: a link of the bar followed before then loads its page anew, as without script.
 */
export function headerBarOnUse(user: HeaderBarData['user'], groups: HeaderBarData['groups']) {
  return (
    <HydratedOnUse until="scrolled" codeOnFirstInput>
      <SiteHeaderBarOnUse user={user} groups={groups} />
    </HydratedOnUse>
  );
}

/**
 * The site header of the layouts that have one: above it, on the home page in its window, the header banner
 * (§4.7); under it, on / and /pay/newindex, the banner carousel (doc 000 §2.3).
 */
export function SiteHeader() {
  const { data: user } = useGetCurrentUserQuery();
  const { data: groups } = useGetConfigGroupsQuery();
  return (
    <>
      <HomeHeaderBanner />
      {headerBarOnUse(user, groups)}
      <SiteBannerCarousel />
    </>
  );
}
