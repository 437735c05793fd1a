import { apiConfig, logout } from '@wenxian/api';
import { logoutDestination } from '@wenxian/domain';

/**
 * Logout (doc 000 §4.6): the server is told with memberId, then the listed cookies are cleared — migration
 * flag, new-user dialog flag, auth token, web cookie (the call layer's `authCookieNames`) — even when the
 * call failed, so the browser never keeps a session the user ended. Then home, /prequalification, or a
 * reload on /pay/newrecharge, /member, /prequalification and /doc/ pages. A full navigation also drops every
 * user-specific cache of the page.
 */
export async function logoutAndLeave(
  memberId: string,
  location: Pick<Location, 'pathname' | 'assign' | 'reload'> = window.location,
): Promise<void> {
  try {
    await logout({ memberId });
  } finally {
    const config = apiConfig();
    for (const name of config.authCookieNames) config.cookies.remove(name);
    const destination = logoutDestination(location.pathname);
    if (destination.kind === 'reload') location.reload();
    else location.assign(destination.to);
  }
}
