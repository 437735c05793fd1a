import { useLocation } from 'react-router-dom';
import { loginRedirectUrl } from '@wenxian/domain';
import { useSiteOrigin } from '../../app/siteVisit';

/** The login address that comes back to this page (serve + appCode, doc 000 §6). */
export function useLoginHref(): string {
  const location = useLocation();
  const origin = useSiteOrigin();
  return loginRedirectUrl(`${location.pathname}${location.search}`, origin);
}
