import { useLocation, useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { AiHeader } from '@wenxian/ui';
import { isLoggedIn, loginRedirectUrl, registerRedirectUrl, siteBanners } from '@wenxian/domain';
import { useSiteOrigin } from '../../app/siteVisit';
import { useSessionFlag } from '../../features/banners/sessionFlags';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';

/**
 * The assistant's promotional banner (doc 000 §2.3 "a promotional banner with a 10-second countdown"): the
 * AI teaching-agent campaign, the banner §4.7 keeps on when no other runs (docs/decisions/shell.md).
 */
const aiPromo = { text: siteBanners.teachingAgent.title, href: siteBanners.teachingAgent.href };

/**
 * The AI assistant's header (doc 000 §2.3): the brand leads home; new conversation (login first), history,
 * product updates; the promo banner counts down 10 s and closes.
 */
export function AiSiteHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  const { data: user } = useGetCurrentUserQuery();
  const here = `${location.pathname}${location.search}`;
  const loginHref = loginRedirectUrl(here, origin);
  // Closed by its × or at the end of its countdown, the promo stays away for the session (§4.7's rule).
  const [isPromoClosed, closePromo] = useSessionFlag('aiPromoClosed');
  return (
    <AiHeader
      userName={user ? user.ssoUserInfo?.realName || user.mobileNo || user.userId : undefined}
      onNewConversation={() => navigate(isLoggedIn(user) ? href('/WeResearch') : loginHref)}
      historyHref={href('/WeResearch/history')}
      updatesHref={href('/WeResearch/update')}
      loginHref={loginHref}
      registerHref={registerRedirectUrl(here, origin)}
      promo={isPromoClosed ? undefined : aiPromo}
      onPromoClose={closePromo}
      homeHref="/"
    />
  );
}
