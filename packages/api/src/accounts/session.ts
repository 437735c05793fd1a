import { getJson, postJson, type CallOptions } from '../core';
import { ACCOUNT_PATHS as P } from './paths';
import type { AuthToken, CurrentUser, LogoutPayload, TicketPayload, WxOpenIdPayload } from './types';

/** Current user from the session token (start-up call: silent). */
export const getUserInfoByToken = (options: CallOptions = {}) =>
  getJson<CurrentUser>(P.userInfobyToken, {}, { silent: true, ...options });

/** Exchanges a login ticket for a token (start-up call: silent). */
export const verifyTicket = (payload: TicketPayload, options: CallOptions = {}) =>
  postJson<AuthToken>(P.verifyTicket, payload, { silent: true, ...options });

/** Logout sends memberId (doc 000 §4.6). */
export const logout = (payload: LogoutPayload, options: CallOptions = {}) =>
  postJson<unknown>(P.logout, payload, options);

/** Binds a WeChat open id after a ticket login that carried `state`; failures are only logged (doc 000 §8). */
export const setWxOpenId = (payload: WxOpenIdPayload, options: CallOptions = {}) =>
  postJson<unknown>(P.setWxOpenId, payload, { silent: true, ...options });
