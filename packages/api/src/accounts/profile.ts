import { postJson, type CallOptions } from '../core';
import type { MemberPayload } from '../shared/types';
import { ACCOUNT_PATHS as P } from './paths';
import type {
  BindMobilePayload,
  ChangePasswordByEmailCodePayload,
  ChangePasswordByMobileCodePayload,
  ChangePasswordPayload,
  EmailCodePayload,
  EmailPayload,
  MemberInfo,
  UpdateUserInfoPayload,
  WeixinLoginPayload,
} from './types';

export const getMemberInfo = (payload: MemberPayload, options?: CallOptions) =>
  postJson<MemberInfo>(P.memberInfo, payload, options);
/** Payload realName (doc 001 §7). */
export const updateUserInfo = (payload: UpdateUserInfoPayload, options?: CallOptions) =>
  postJson<unknown>(P.updateUserInfo, payload, options);
export const sendMemberMsg = (payload: { mobileNo: string }, options?: CallOptions) =>
  postJson<unknown>(P.memberSendMsg, payload, options);
/** Account cancellation. */
export const logOff = (payload: MemberPayload & { code: string }, options?: CallOptions) =>
  postJson<unknown>(P.logOff, payload, options);

export const changeMemberPassword = (payload: ChangePasswordPayload, options?: CallOptions) =>
  postJson<unknown>(P.memberChangePassword, payload, options);
export const changePasswordByMobileCode = (payload: ChangePasswordByMobileCodePayload, options?: CallOptions) =>
  postJson<unknown>(P.changePasswordByMobileCode, payload, options);
export const changePasswordByEmailCode = (payload: ChangePasswordByEmailCodePayload, options?: CallOptions) =>
  postJson<unknown>(P.changepasswordbyemailcode, payload, options);

export const bindMobileNo = (payload: BindMobilePayload, options?: CallOptions) =>
  postJson<unknown>(P.bindMobileNo, payload, options);
export const bindWeixin = (payload: WeixinLoginPayload, options?: CallOptions) =>
  postJson<unknown>(P.bindWeixin, payload, options);
export const verifyBindEmail = (payload: EmailPayload, options?: CallOptions) =>
  postJson<unknown>(P.verifyBindEmail, payload, options);
export const bindEmail = (payload: EmailCodePayload, options?: CallOptions) =>
  postJson<unknown>(P.bindEmail, payload, options);
