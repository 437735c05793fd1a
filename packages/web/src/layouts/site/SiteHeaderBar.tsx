import { useLocation } from 'react-router-dom';
import { Header, useScrollY, type HeaderUser } from '@wenxian/ui';
import { hasConferenceRole, isHomePath, isManager, loginRedirectUrl, registerRedirectUrl } from '@wenxian/domain';
import type { CurrentUser } from '@wenxian/api';
import { siteImageUrl } from '../../config/imageHost';
import { useSiteOrigin } from '../../app/siteVisit';
import { useLogoutMutation } from '../../features/shared/sessionApi';
import { useGlobalSearchOpener } from '../../features/search/useGlobalSearchOpener';
import { HydratedOnUse } from '../../app/hydration/hydrateOnUse';
import { KnowledgeMapOnUse, ProductServicesOnUse } from './partsOnUse';
import type { HeaderPanelProps } from './headerPanels';

function headerUserOf(user: CurrentUser): HeaderUser {
  return {
    name: user.ssoUserInfo?.realName || user.mobileNo || user.userId,
    avatarSrc: siteImageUrl(user.ssoUserInfo?.headImage),
    level: user.level,
    balance: user.balance,
    isManager: isManager(user),
    hasConferenceRole: hasConferenceRole(user),
  };
}

/**
 * The 产品服务 and 知识图谱 panels' content from the start-up config list. Their links need no script: the server's
 * HTML until the visitor points into, touches or focuses a panel, which downloads its code and hydrates it
 * (app/hydration/hydrateOnUse.tsx). Given the same list while it is the same: the bar re-renders as the page scrolls, and a
 * panel given new props before it is used would be rendered anew instead of hydrated.
 */
function headerPanelsOnUse(groups: HeaderPanelProps['groups']) {
  return {
    productServicesPanel: (
      <HydratedOnUse until="used">
        <ProductServicesOnUse groups={groups} />
      </HydratedOnUse>
    ),
    knowledgeMapPanel: (
      <HydratedOnUse until="used">
        <KnowledgeMapOnUse groups={groups} />
      </HydratedOnUse>
    ),
  };
}

/** What the header bar shows of the session and the start-up config list. */
export type HeaderBarData = { user: CurrentUser | null | undefined; groups: HeaderPanelProps['groups'] };

/**
 * The header bar, fed from the current user and the start-up config list (re-rendered as the page scrolls). Both
 * come as props: while the bar is still the server's HTML, a change of either (a login, a purchase's new balance)
 * hydrates it and is shown (app/hydration/hydrateOnUse.tsx).
 */
export function SiteHeaderBar({ user, groups }: HeaderBarData) {
  const location = useLocation();
  const scrollY = useScrollY();
  const [logout] = useLogoutMutation();
  const openGlobalSearch = useGlobalSearchOpener();
  const here = `${location.pathname}${location.search}`;
  const origin = useSiteOrigin();
  return (
    <Header
      user={user ? headerUserOf(user) : null}
      {...headerPanelsOnUse(groups)}
      isHome={isHomePath(location.pathname)}
      scrollY={scrollY}
      loginHref={loginRedirectUrl(here, origin)}
      registerHref={registerRedirectUrl(here, origin)}
      onSearchFocus={openGlobalSearch}
      onLogout={user ? () => void logout({ memberId: user.memberId }) : undefined}
    />
  );
}
