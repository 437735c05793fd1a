import { useLocation } from 'react-router-dom';
import { isLoggedIn, loginRedirectUrl } from '@wenxian/domain';
import { useSiteOrigin } from '../../app/siteVisit';
import { useGetCurrentUserQuery } from '../shared/sessionApi';

/** Whether the visitor is a member, and the login address that returns to this page (manuscript-check pages). */
export function useMemberGate() {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const location = useLocation();
  const origin = useSiteOrigin();
  return {
    isMember: isLoggedIn(user),
    isLoading,
    loginHref: loginRedirectUrl(`${location.pathname}${location.search}`, origin),
  };
}
