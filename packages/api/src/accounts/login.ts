import { getJson, postJson, serverNow, type CallOptions } from '../core';
import { ACCOUNT_PATHS as P } from './paths';
import type {
  AccountByCode,
  AuthToken,
  EmailCodePayload,
  MobileCodePayload,
  MobileLoginPayload,
  PasswordLoginPayload,
  RegisterPayload,
  WeixinBindMobilePayload,
  WeixinLoginPayload,
} from './types';

export const login = (payload: PasswordLoginPayload, options?: CallOptions) =>
  postJson<AuthToken>(P.login, payload, options);
export const register = (payload: RegisterPayload, options?: CallOptions) =>
  postJson<AuthToken>(P.register, payload, options);
export const loginByMobileNo = (payload: MobileLoginPayload, options?: CallOptions) =>
  postJson<AuthToken>(P.loginByMobileNo, payload, options);
export const loginByIp = (options?: CallOptions) => postJson<AuthToken>(P.loginByIp, {}, options);
export const loginByWeixin = (payload: WeixinLoginPayload, options?: CallOptions) =>
  postJson<AuthToken>(P.loginByWeixin, payload, options);
export const loginByWeixinBindMobileNo = (payload: WeixinBindMobilePayload, options?: CallOptions) =>
  postJson<AuthToken>(P.loginByWeixinBindMobileNo, payload, options);

/** Image verification code (POST /user/createVerifyCode?timeSpan=...): answer is the image as a data URL. // shape decided here */
export const createVerifyCode = (options?: CallOptions) =>
  postJson<{ image: string; uid: string }>(`${P.createVerifyCode}?timeSpan=${Math.round(serverNow())}`, {}, options);

export const sendMobileCode = (payload: MobileCodePayload, options?: CallOptions) =>
  postJson<unknown>(P.sendMobileCode, payload, options);
export const sendMobileCode2 = (payload: MobileCodePayload, options?: CallOptions) =>
  postJson<unknown>(P.sendMobileCode2, payload, options);
/** The /auth/ variant (empty base path). */
export const sendAuthMobileCode2 = (payload: MobileCodePayload, options?: CallOptions) =>
  postJson<unknown>(P.authSendMobileCode2, payload, options);

export const verifyMobile = (payload: MobileLoginPayload, options?: CallOptions) =>
  postJson<unknown>(P.verifyMobile, payload, options);
export const verifyEmail = (payload: EmailCodePayload, options?: CallOptions) =>
  postJson<unknown>(P.verifyEmail, payload, options);
export const getAccountsByCode = (payload: EmailCodePayload | MobileLoginPayload, options?: CallOptions) =>
  postJson<AccountByCode[]>(P.getaccountsbycode, payload, options);

/** Device code uid (also read at start-up). */
export const loadCodeUid = (options?: CallOptions) => getJson<{ uid: string }>(P.loadCodeUid, {}, options);
/** Checks an image code against its uid. */
export const codeCheck = (payload: { code: string; uid: string }, options?: CallOptions) =>
  postJson<boolean>(P.codeCheck, payload, options);
