import { useLocation, useNavigate } from 'react-router-dom';
import { AiHeader } from '@wenxian/ui';
import { isLoggedIn, loginRedirectUrl, registerRedirectUrl } from '@wenxian/domain';
import { useSiteOrigin } from '../app/siteVisit';
import { useGetCurrentUserQuery } from '../features/session/sessionApi';
import { aiPaths } from '../routes/paths/ai';

/** The AI assistant's header (doc 000 §2.3): new conversation (login first), history, product updates. */
export function AiSiteHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  const { data: user } = useGetCurrentUserQuery();
  const here = `${location.pathname}${location.search}`;
  const loginHref = loginRedirectUrl(here, origin);
  return (
    <AiHeader
      userName={user ? user.ssoUserInfo?.realName || user.mobileNo || user.userId : undefined}
      onNewConversation={() => navigate(isLoggedIn(user) ? aiPaths.weResearch.getHref() : loginHref)}
      historyHref={aiPaths.weResearchHistory.getHref()}
      updatesHref={aiPaths.weResearchUpdate.getHref()}
      loginHref={loginHref}
      registerHref={registerRedirectUrl(here, origin)}
    />
  );
}
