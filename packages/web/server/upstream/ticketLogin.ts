import { AsyncLocalStorage } from 'node:async_hooks';
import {
  getUserInfoByToken,
  memoryCookieStore,
  processConfig,
  addApiConfigScope,
  setWxOpenId,
  verifyTicket,
  type ApiConfig,
} from '@wenxian/api';
import { cookieRules, readTicketLogin } from '@wenxian/domain';
import type { Backend } from './backend';
import type { Logger } from '../http/accessLog';

/** The auth cookie the site reads (packages/web/src/features/shared/authToken.ts). */
export const TOKEN_COOKIE = 'token';

/** The token cookie: readable by the site's scripts (the call layer sends it), Lax, Secure over HTTPS. */
function tokenCookie(token: string, secure: boolean): string {
  return `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${cookieRules.maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Each exchange's call-layer configuration, so concurrent exchanges never share a session or a token. */
const scope = new AsyncLocalStorage<ApiConfig>();
addApiConfigScope(() => scope.getStore());

/**
 * Runs api calls for one page request against the backend in-process, with the same signing and code rules
 * as the browser; the visitor's forwarded headers go with every call, and the token once there is one.
 */
function exchangeConfig(request: Request, backend: Backend, session: { token?: string }): ApiConfig {
  return {
    ...processConfig(),
    origin: new URL(request.url).origin,
    sessionId: crypto.randomUUID().replace(/-/g, ''),
    cookies: memoryCookieStore(),
    currentUrl: () => request.url,
    fetch: async (input, init) => {
      const call = new Request(input, init);
      const headers = new Headers(call.headers);
      for (const name of ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'user-agent']) {
        const value = request.headers.get(name);
        if (value) headers.set(name, value);
      }
      if (session.token) headers.set('cookie', `${TOKEN_COOKIE}=${encodeURIComponent(session.token)}`);
      return backend(new Request(call, { headers }));
    },
  };
}

/**
 * Login by ticket (doc 000 §4.6): a page address with `ticket` is exchanged for a token (and with `state`
 * the WeChat open id is bound), then 302 to the same address without ticket and state. A ticket the
 * backend refuses still redirects, without a login, so the address never keeps a spent ticket.
 *
 * Only for a visitor without a session (docs/decisions/server.md "Tickets"): with a token cookie the ticket
 * is ignored — not exchanged, nothing set — and the address redirected without it, so a link carrying
 * someone else's ticket can never move a signed-in visitor into that account (login CSRF).
 */
export async function ticketRedirect(
  request: Request,
  backend: Backend,
  { secure, log, hasSession = false }: { secure: boolean; log: Logger; hasSession?: boolean },
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const login = readTicketLogin(url.pathname, url.search);
  if (!login) return undefined;
  if (hasSession) {
    log({ level: 'warn', msg: 'ticket ignored: the visitor has a session' });
    return new Response(null, { status: 302, headers: { location: login.cleanUrl, 'cache-control': 'no-store' } });
  }
  const session: { token?: string } = {};
  const headers = new Headers({ location: login.cleanUrl, 'cache-control': 'no-store' });
  await scope.run(exchangeConfig(request, backend, session), async () => {
    try {
      session.token = (await verifyTicket({ ticket: login.ticket }, { goToLogin: false })).token;
      headers.append('set-cookie', tokenCookie(session.token, secure));
    } catch (error) {
      log({ level: 'warn', msg: 'ticket refused', error: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (!login.state) return;
    try {
      const user = await getUserInfoByToken({ goToLogin: false });
      await setWxOpenId({ memberId: user.memberId, state: login.state }, { goToLogin: false });
    } catch (error) {
      // doc 000 §8: a failed binding is only logged; the login itself stands.
      log({
        level: 'warn',
        msg: 'wechat binding failed',
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
  return new Response(null, { status: 302, headers });
}
