import { loginCodes } from '@wenxian/domain';
import { parseCookieHeader } from '@wenxian/api';
import { SimulatedError } from '../errors';
import { blankSeed, SIM_MOBILE_CODE } from './accounts';
import { nextId, simulationState } from './state';
import { createAccount, type Account } from './accountRecords';

/** Code answered when a call needs a logged-in user (the first login code of doc 000 §4.1). */
const NOT_LOGGED_IN_CODE = loginCodes[0];
/** Wrong password or mobile code (not shown in the spec; decided here, docs/decisions/simulation.md). */
export const BAD_CREDENTIALS_CODE = 40_001;

const SESSION_HEADER = 'x-session-id';
const FALLBACK_SESSION = 'default';

/** The session a request belongs to: the call layer's X-Session-Id (one per page or process). */
export function sessionIdOf(request: Request): string {
  return request.headers.get(SESSION_HEADER) ?? FALLBACK_SESSION;
}

/** Token of a request: Authorization bearer, X-Token or token header, the token cookie, or the session's login. */
export function tokenOf(request: Request): string | undefined {
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  return (
    bearer ||
    request.headers.get('x-token') ||
    request.headers.get('token') ||
    parseCookieHeader(request.headers.get('cookie')).token ||
    simulationState().sessions.get(sessionIdOf(request))
  );
}

/** The logged-in account of a request, if any: only a token this simulation issued (and has not forgotten). */
export function accountOf(request: Request): Account | undefined {
  const current = simulationState();
  const token = tokenOf(request);
  const userId = token ? current.tokens.get(token) : undefined;
  return userId ? current.accounts.get(userId) : undefined;
}

/** 128 random bits: a token cannot be guessed from a user id or from another token. */
function newToken(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `tk-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The keys a token and a session id are known by in the idle sweep's record (session/eviction.ts). */
export const tokenKey = (token: string) => `token:${token}`;
export const sessionKey = (sessionId: string) => `session:${sessionId}`;

/**
 * The key the burst limit counts under: the issued token of a logged-in caller, else the
 * client address the site server set (it overwrites X-Forwarded-For on every request it hands us), else
 * the one local client of an in-browser simulation. Never the client-chosen session id.
 */
export function rateKeyOf(request: Request): string {
  const token = tokenOf(request);
  if (token && simulationState().tokens.has(token)) return tokenKey(token);
  const address = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return address ? `address:${address}` : 'local';
}

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

/**
 * A new token for `userId`, logged in on `sessionId`. It counts as used now: a token with no record of use
 * would be idle since forever, and a sweep on another visitor's call before its first use would forget it.
 */
function issueToken(sessionId: string, userId: string): string {
  const current = simulationState();
  const token = newToken();
  current.tokens.set(token, userId);
  current.lastSeen.set(tokenKey(token), current.now());
  current.lastSeen.set(sessionKey(sessionId), current.now());
  current.sessions.set(sessionId, token);
  return token;
}

function startSession(request: Request, account: Account): string {
  return issueToken(sessionIdOf(request), account.userId);
}

export function loginWithPassword(
  request: Request,
  login: string,
  password: string,
): { token: string; account: Account } {
  const account = findByLogin(login);
  if (!account || password !== account.password) throw new SimulatedError(BAD_CREDENTIALS_CODE, '账号或密码错误');
  return { token: startSession(request, account), account };
}

export function loginWithMobileCode(
  request: Request,
  mobileNo: string,
  code: string,
): { token: string; account: Account } {
  const account = findByLogin(mobileNo);
  if (!account || code !== SIM_MOBILE_CODE) throw new SimulatedError(BAD_CREDENTIALS_CODE, '验证码错误');
  return { token: startSession(request, account), account };
}

/** The e-mail address of an account: the bound one, else the address the simulation gives every user. */
export function emailOf(account: Account): string {
  return account.email ?? `${account.userId.toLowerCase()}@example.cn`;
}

function findByEmail(email: string): Account | undefined {
  const wanted = email.trim().toLowerCase();
  for (const account of simulationState().accounts.values())
    if (emailOf(account).toLowerCase() === wanted) return account;
  return undefined;
}

/** The account an e-mail code was sent to; the simulation's e-mail codes are the mobile code 123456. */
export function accountOfEmailCode(email: string, code: string): Account {
  const account = findByEmail(email);
  if (!account) throw new SimulatedError(BAD_CREDENTIALS_CODE, '该邮箱未绑定账号');
  if (code !== SIM_MOBILE_CODE) throw new SimulatedError(BAD_CREDENTIALS_CODE, '验证码错误');
  return account;
}

/** The account of a mobile number after its code is checked (password reset by mobile code). */
export function accountOfMobileCode(mobileNo: string, code: string): Account {
  const account = findByLogin(mobileNo);
  if (!account) throw new SimulatedError(BAD_CREDENTIALS_CODE, '该手机号未注册');
  if (code !== SIM_MOBILE_CODE) throw new SimulatedError(BAD_CREDENTIALS_CODE, '验证码错误');
  return account;
}

/** Mobile number already registered (not shown in the spec; decided here, docs/decisions/simulation.md). */
const MOBILE_TAKEN_CODE = 40_008;

/**
 * Registration (/user/register): a new non-member with the chosen password, holding the new-user coupon,
 * logged in at once. The number must be new and the mobile code right.
 */
export function registerAccount(
  request: Request,
  input: { mobileNo: string; code: string; password: string },
): { token: string; account: Account } {
  if (!/^1\d{10}$/.test(input.mobileNo)) throw new SimulatedError(BAD_CREDENTIALS_CODE, '手机号格式不正确');
  if (input.code !== SIM_MOBILE_CODE) throw new SimulatedError(BAD_CREDENTIALS_CODE, '验证码错误');
  if (input.password.length < 6) throw new SimulatedError(BAD_CREDENTIALS_CODE, '密码格式不正确');
  if (findByLogin(input.mobileNo)) throw new SimulatedError(MOBILE_TAKEN_CODE, '该手机号已注册');
  const current = simulationState();
  const serial = nextId('');
  const account = createAccount(
    {
      ...blankSeed,
      kind: 'nonMember',
      userId: `U2${serial}`,
      memberId: `M2${serial}`,
      mobileNo: input.mobileNo,
      realName: `用户${input.mobileNo.slice(-4)}`,
      isNewUser: true,
    },
    current.now(),
  );
  account.password = input.password;
  current.accounts.set(account.userId, account);
  return { token: startSession(request, account), account };
}

/** A one-time ticket for an account (what the login provider appends as ?ticket=). */
export function createTicket(userId: string): string {
  const ticket = `ST-${newToken().slice(3)}`;
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
  if (token) current.tokens.delete(token);
  current.sessions.delete(sessionIdOf(request));
}

/** Log a session in as an account directly (dev user picker, tests, stories). */
export function signInAs(sessionId: string, userId: string): string {
  return issueToken(sessionId, userId);
}

export { SIM_MOBILE_CODE };
