import { postJson, type CallOptions } from '../core';
import { ACCOUNT_PATHS as P } from './paths';
import type {
  AuthToken,
  EmailCodePayload,
  MobileCodePayload,
  MobileLoginPayload,
  PasswordLoginPayload,
  RegisterPayload,
  WeixinLoginPayload,
} from './types';

export const login = (payload: PasswordLoginPayload, options?: CallOptions) =>
  postJson<AuthToken>(P.login, payload, options);
export const register = (payload: RegisterPayload, options?: CallOptions) =>
  postJson<AuthToken>(P.register, payload, options);
export const loginByMobileNo = (payload: MobileLoginPayload, options?: CallOptions) =>
  postJson<AuthToken>(P.loginByMobileNo, payload, options);
export const loginByWeixin = (payload: WeixinLoginPayload, options?: CallOptions) =>
  postJson<AuthToken>(P.loginByWeixin, payload, options);

export const sendMobileCode = (payload: MobileCodePayload, options?: CallOptions) =>
  postJson<unknown>(P.sendMobileCode, payload, options);

export const verifyEmail = (payload: EmailCodePayload, options?: CallOptions) =>
  postJson<unknown>(P.verifyEmail, payload, options);
