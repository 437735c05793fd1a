import { loginCodes } from '@wenxian/domain';
import { SimulatedError } from '../errors';
import { SIM_MOBILE_CODE, SIM_PASSWORD } from './accounts';
import { nextId, simulationState, type Account } from './state';

/** Code answered when a call needs a logged-in user (the first login code of doc 000 §4.1). */
export const NOT_LOGGED_IN_CODE = loginCodes[0];
/** Wrong password or mobile code (not shown in the spec; decided here, docs/decisions/simulation.md). */
export const BAD_CREDENTIALS_CODE = 40_001;

const SESSION_HEADER = 'x-session-id';
const FALLBACK_SESSION = 'default';

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The session a request belongs to: the call layer's X-Session-Id (one per page or process). */
export function sessionIdOf(request: Request): string {
  return request.headers.get(SESSION_HEADER) ?? FALLBACK_SESSION;
}

/** Token of a request: Authorization bearer, X-Token or token header, the token cookie, or the session's login. */
export function tokenOf(request: Request): string | undefined {
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  return bearer || request.headers.get('x-token') || request.headers.get('token') || cookieValue(request.headers.get('cookie'), 'token')
    || simulationState().sessions.get(sessionIdOf(request));
}

/** The logged-in account of a request, if any. */
export function accountOf(request: Request): Account | undefined {
  const current = simulationState();
  const token = tokenOf(request);
  if (!token) return undefined;
  // A token the simulation issued names its user, so it stays valid when the page (and the in-memory
  // state) reloads while the site still holds it; logout removes it from the site.
  if (current.revokedTokens.has(token)) return undefined;
  const userId = current.tokens.get(token) ?? TOKEN_FORMAT.exec(token)?.[1];
  return userId ? current.accounts.get(userId) : undefined;
}

const TOKEN_FORMAT = /^tk-(U\d+)-\d+$/;

/** The logged-in account, or the login refusal (code 101) that makes the site redirect to login. */
export function requireAccount(request: Request): Account {
  const account = accountOf(request);
  if (!account) throw new SimulatedError(NOT_LOGGED_IN_CODE, '请先登录');
  return account;
}

function findByLogin(login: string): Account | undefined {
  for (const account of simulationState().accounts.values()) {
    if (account.mobileNo === login || account.userId === login || account.memberId === login) return account;
  }
  return undefined;
}

function startSession(request: Request, account: Account): string {
  const current = simulationState();
  const token = `tk-${account.userId}-${nextId('')}`;
  current.tokens.set(token, account.userId);
  current.sessions.set(sessionIdOf(request), token);
  return token;
}

export function loginWithPassword(request: Request, login: string, password: string): { token: string; account: Account } {
  const account = findByLogin(login);
  if (!account || password !== account.password) throw new SimulatedError(BAD_CREDENTIALS_CODE, '账号或密码错误');
  return { token: startSession(request, account), account };
}

export function loginWithMobileCode(request: Request, mobileNo: string, code: string): { token: string; account: Account } {
  const account = findByLogin(mobileNo);
  if (!account || code !== SIM_MOBILE_CODE) throw new SimulatedError(BAD_CREDENTIALS_CODE, '验证码错误');
  return { token: startSession(request, account), account };
}

/** A one-time ticket for an account (what the login provider appends as ?ticket=). */
export function createTicket(userId: string): string {
  const ticket = `ST-${userId}-${nextId('')}`;
  simulationState().tickets.set(ticket, userId);
  return ticket;
}

/** Exchanges a ticket for a token; a ticket works once. */
export function exchangeTicket(request: Request, ticket: string): { token: string; account: Account } {
  const current = simulationState();
  const userId = current.tickets.get(ticket);
  const account = userId ? current.accounts.get(userId) : undefined;
  if (!account) throw new SimulatedError(loginCodes[2], '票据无效或已过期');
  current.tickets.delete(ticket);
  return { token: startSession(request, account), account };
}

export function logout(request: Request): void {
  const current = simulationState();
  const token = tokenOf(request);
  if (token) {
    current.tokens.delete(token);
    current.revokedTokens.add(token);
  }
  current.sessions.delete(sessionIdOf(request));
}

/** Log a session in as an account directly (dev user picker, tests, stories). */
export function signInAs(sessionId: string, userId: string): string {
  const current = simulationState();
  const token = `tk-${userId}-${nextId('')}`;
  current.tokens.set(token, userId);
  current.sessions.set(sessionId, token);
  return token;
}

export { SIM_MOBILE_CODE, SIM_PASSWORD };
