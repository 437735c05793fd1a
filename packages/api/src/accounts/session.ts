import { getJson, isTruthyResult, postJson, type CallOptions } from '../core';
import { ACCOUNT_PATHS as P } from './paths';
import type { AuthToken, CurrentUser, LogoutPayload, SsoLoginPayload, TicketPayload, WxOpenIdPayload } from './types';

/** Current user from the session token (start-up call: silent). */
export const getUserInfoByToken = (options: CallOptions = {}) =>
  getJson<CurrentUser>(P.userInfobyToken, {}, { silent: true, ...options });

/** Exchanges a login ticket for a token (start-up call: silent). */
export const verifyTicket = (payload: TicketPayload, options: CallOptions = {}) =>
  postJson<AuthToken>(P.verifyTicket, payload, { silent: true, ...options });

/** Whether the current token is still valid. */
export const verifyToken = async (options: CallOptions = {}) =>
  isTruthyResult(await postJson<unknown>(P.verifyToken, {}, { silent: true, ...options }));

/** Logout sends memberId (doc 000 §4.6). */
export const logout = (payload: LogoutPayload, options: CallOptions = {}) =>
  postJson<unknown>(P.logout, payload, options);

/** Binds a WeChat open id after a ticket login that carried `state`; failures are only logged (doc 000 §8). */
export const setWxOpenId = (payload: WxOpenIdPayload, options: CallOptions = {}) =>
  postJson<unknown>(P.setWxOpenId, payload, { silent: true, ...options });

/** Creates a login ticket for a partner site. */
export const createTicket = (options: CallOptions = {}) => postJson<TicketPayload>(P.createTicket, {}, options);

/** SSO user details. */
export const loadSsoUserInfo = (options: CallOptions = {}) =>
  postJson<CurrentUser['ssoUserInfo']>(P.loadSsoUserInfo, {}, options);

/** Partner (vipisll) single sign-on. */
export const vipisllLogin = (payload: SsoLoginPayload, options: CallOptions = {}) =>
  postJson<AuthToken>(P.vipisllLogin, payload, options);
