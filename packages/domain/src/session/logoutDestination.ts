export type LogoutDestination = { kind: 'navigate'; to: string } | { kind: 'reload' };

/**
 * Where logout leads (doc 000 §4.6): home, or /prequalification, or a reload. On
 * /pay/newrecharge, /member, /prequalification and /doc/ pages logout does not go to the root:
 * /prequalification pages go back to /prequalification, the others reload in place.
 */
export function logoutDestination(pathname: string): LogoutDestination {
  if (/^\/prequalification(?:\/|$)/.test(pathname)) return { kind: 'navigate', to: '/prequalification' };
  if (/^\/(?:pay\/newrecharge|member)(?:\/|$)/.test(pathname) || pathname.startsWith('/doc/'))
    return { kind: 'reload' };
  return { kind: 'navigate', to: '/' };
}
