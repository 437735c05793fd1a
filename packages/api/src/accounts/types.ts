/** Current user (doc 000 §3, doc 001 §3). Fields the spec lists; nothing else is relied on. */
export type CurrentUser = {
  id: string;
  userId: string;
  memberId: string;
  mobileNo?: string;
  /** Wallet balance in virtual coins. */
  balance: number;
  level: number;
  /** A journal manager, in the backend's word (domain `isManager` reads it). */
  isMagazine: boolean;
  isConfirm: boolean;
  isOldSystem: boolean;
  isMigrate: boolean;
  wxBinDing: boolean;
  /** Role id '9' is the conference role. */
  roleInfos: { id: string }[];
  /** Deduction mode: state 1 or 2, value the threshold. */
  config?: { state: number | string; value: number | string } | null;
  ssoUserInfo?: { realName?: string; headImage?: string };
};

/** Token answer of the login calls and ticket exchange. // shape decided here */
export type AuthToken = { token: string };

export type PasswordLoginPayload = { account: string; password: string };
export type MobileLoginPayload = { mobileNo: string; code: string };
export type RegisterPayload = { mobileNo: string; code: string; password: string };
export type MobileCodePayload = {
  mobileNo: string;
  /** The verification code typed from the image, when asked. */ imageCode?: string;
};
export type BindMobilePayload = { mobileNo: string; code: string };
export type ChangePasswordPayload = { oldPassword: string; newPassword: string };
export type ChangePasswordByMobileCodePayload = { mobileNo: string; code: string; newPassword: string };
export type ChangePasswordByEmailCodePayload = { email: string; code: string; newPassword: string };
export type EmailPayload = { email: string };
export type EmailCodePayload = { email: string; code: string };
export type WeixinLoginPayload = { code: string; state?: string };
export type TicketPayload = { ticket: string };
export type WxOpenIdPayload = { memberId: string; state: string };
export type LogoutPayload = { memberId: string };
export type UpdateUserInfoPayload = { realName: string };
/** Member profile fields that can be edited. // shape decided here */
export type MemberInfo = {
  memberId: string;
  realName?: string;
  nickname?: string;
  email?: string;
  organ?: string;
  domain?: string;
  headImage?: string;
};
/** Area level (province/city) entries for the profile form. // shape decided here */
export type AreaLevel = { code: string; name: string; children?: AreaLevel[] };
