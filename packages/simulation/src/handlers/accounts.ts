import type { RequestHandler } from 'msw';
import { ACCOUNT_PATHS as P, resolvePath, SITE_PATHS } from '@wenxian/api';
import { SimulatedError } from '../errors';
import {
  accountOf,
  accountOfEmailCode,
  accountOfMobileCode,
  BAD_CREDENTIALS_CODE,
  createTicket,
  emailOf,
  exchangeTicket,
  loginWithMobileCode,
  loginWithPassword,
  logout,
  registerAccount,
  requireAccount,
  SIM_MOBILE_CODE,
} from '../session/auth';
import { hotSearches } from '../session/searchLog';
import { corpus } from './corpusAndSearchEngine';
import { toCurrentUser } from './answerShapes';
import { route } from './route';

/**
 * Accounts (doc 001 §7): password and mobile-code login, ticket exchange, logout, the current user and
 * profile edits, registration (a real new user), password reset by mobile or e-mail code, e-mail binding.
 * WeChat logins map onto the fixed accounts of session/accounts.ts (docs/simulation.md).
 */
const mobileOk = (mobileNo: unknown): boolean => typeof mobileNo === 'string' && /^1\d{10}$/.test(mobileNo);
const emailOk = (email: unknown): email is string =>
  typeof email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
function newPasswordOf(password: string | undefined): string {
  if (!password || password.length < 6) throw new SimulatedError(BAD_CREDENTIALS_CODE, '密码格式不正确');
  return password;
}

export const accountHandlers: RequestHandler[] = [
  route('post', P.login, async ({ request, body }) => {
    const payload = await body<{ account?: string; username?: string; mobileNo?: string; password?: string }>();
    return {
      token: loginWithPassword(
        request,
        payload.account ?? payload.username ?? payload.mobileNo ?? '',
        payload.password ?? '',
      ).token,
    };
  }),
  route('post', P.loginByMobileNo, async ({ request, body }) => {
    const payload = await body<{ mobileNo?: string; code?: string }>();
    return { token: loginWithMobileCode(request, payload.mobileNo ?? '', payload.code ?? '').token };
  }),
  // Registration creates a real user who can then log in with the password chosen here.
  route('post', P.register, async ({ request, body }) => {
    const payload = await body<{ mobileNo?: string; code?: string; password?: string }>();
    return {
      token: registerAccount(request, {
        mobileNo: payload.mobileNo ?? '',
        code: payload.code ?? '',
        password: payload.password ?? '',
      }).token,
    };
  }),
  ...[P.sendMobileCode, P.sendMobileCode2, P.authSendMobileCode2, P.memberSendMsg].map((path) =>
    route('post', path, async ({ body }) => {
      const payload = await body<{ mobileNo?: string }>();
      if (payload.mobileNo !== undefined && !mobileOk(payload.mobileNo))
        throw new SimulatedError(BAD_CREDENTIALS_CODE, '手机号格式不正确');
      return true;
    }),
  ),
  route('post', P.createVerifyCode, () => ({ uid: 'sim-code', image: resolvePath(SITE_PATHS.safetyCheckImage) })),
  route('post', P.createTicket, ({ request }) => ({ ticket: createTicket(requireAccount(request).userId) })),
  route('post', P.verifyTicket, async ({ request, body }) => ({
    token: exchangeTicket(request, (await body<{ ticket?: string }>()).ticket ?? '').token,
  })),
  route('post', P.vipisllLogin, async ({ request, body }) => ({
    token: exchangeTicket(request, (await body<{ ticket?: string }>()).ticket ?? '').token,
  })),
  route('get', P.verifyTicket, ({ request, query }) => ({
    token: exchangeTicket(request, query('ticket') ?? '').token,
  })),
  // An anonymous visitor gets null: "logged in" means the user has a userId (doc 000 §4.6).
  ...(['get', 'post'] as const).map((method) =>
    route(method, P.userInfobyToken, ({ request }) => {
      const account = accountOf(request);
      return account ? toCurrentUser(account) : null;
    }),
  ),
  ...(['get', 'post'] as const).map((method) =>
    route(method, P.verifyToken, ({ request }) => accountOf(request) !== undefined),
  ),
  route('post', P.logout, ({ request }) => {
    logout(request);
    return true;
  }),
  route('post', P.loadSsoUserInfo, ({ request }) => toCurrentUser(requireAccount(request)).ssoUserInfo),
  route('post', P.setWxOpenId, ({ request }) => {
    requireAccount(request).wxBinDing = true;
    return true;
  }),
  route('post', P.memberInfo, ({ request }) => {
    const account = requireAccount(request);
    return {
      memberId: account.memberId,
      realName: account.realName,
      nickname: account.realName,
      email: emailOf(account),
      organ: '',
      domain: '',
      headImage: `/vip-web/avatar/${account.userId}.png`,
    };
  }),
  route('post', P.updateMemberInfo, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<{ realName?: string }>();
    if (payload.realName) account.realName = payload.realName;
    return true;
  }),
  route('post', P.updateUserInfo, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<{ realName?: string }>();
    if (payload.realName) account.realName = payload.realName;
    return true;
  }),
  route('post', P.updateUserHeader, ({ request }) => ({
    headImage: `/vip-web/avatar/${requireAccount(request).userId}.png`,
  })),
  ...[P.changePassword, P.memberChangePassword].map((path) =>
    route('post', path, async ({ request, body }) => {
      const account = requireAccount(request);
      const payload = await body<{ oldPassword?: string; newPassword?: string }>();
      if (payload.oldPassword !== account.password) throw new SimulatedError(BAD_CREDENTIALS_CODE, '原密码错误');
      account.password = payload.newPassword ?? account.password;
      return true;
    }),
  ),
  // Password reset by mobile code or e-mail code: the account of the number or address takes the new password.
  route('post', P.changePasswordByMobileCode, async ({ body }) => {
    const payload = await body<{ mobileNo?: string; code?: string; newPassword?: string }>();
    const account = accountOfMobileCode(payload.mobileNo ?? '', payload.code ?? '');
    account.password = newPasswordOf(payload.newPassword);
    return true;
  }),
  route('post', P.changepasswordbyemailcode, async ({ body }) => {
    const payload = await body<{ email?: string; code?: string; newPassword?: string }>();
    const account = accountOfEmailCode(payload.email ?? '', payload.code ?? '');
    account.password = newPasswordOf(payload.newPassword);
    return true;
  }),
  // Sending an e-mail code: the address must belong to an account (the code is always 123456).
  route('post', P.verifyEmail, async ({ body }) => {
    const payload = await body<{ email?: string; code?: string }>();
    accountOfEmailCode(payload.email ?? '', payload.code || SIM_MOBILE_CODE);
    return true;
  }),
  route('post', P.verifyBindEmail, async ({ request, body }) => {
    requireAccount(request);
    if (!emailOk((await body<{ email?: string }>()).email))
      throw new SimulatedError(BAD_CREDENTIALS_CODE, '邮箱格式不正确');
    return true;
  }),
  route('post', P.bindEmail, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<{ email?: string; code?: string }>();
    if (!emailOk(payload.email)) throw new SimulatedError(BAD_CREDENTIALS_CODE, '邮箱格式不正确');
    if (payload.code !== SIM_MOBILE_CODE) throw new SimulatedError(BAD_CREDENTIALS_CODE, '验证码错误');
    account.email = payload.email;
    return true;
  }),
  ...[P.verifyMobile, P.bindMobileNo, P.authBindMobileNo, P.authUnBindMobileNo, P.relieveMobile].map((path) =>
    route('post', path, async ({ body }) => {
      const payload = await body<{ code?: string }>();
      if (payload.code !== SIM_MOBILE_CODE) throw new SimulatedError(BAD_CREDENTIALS_CODE, '验证码错误');
      return true;
    }),
  ),
  // The accounts a code proves: the one of the number or of the address.
  route('post', P.getaccountsbycode, async ({ body }) => {
    const payload = await body<{ mobileNo?: string; email?: string; code?: string }>();
    const account = payload.email
      ? accountOfEmailCode(payload.email, payload.code ?? '')
      : accountOfMobileCode(payload.mobileNo ?? '', payload.code ?? '');
    return [
      {
        account: account.mobileNo,
        maskedMobile: `${account.mobileNo.slice(0, 3)}****${account.mobileNo.slice(-4)}`,
        email: emailOf(account),
      },
    ];
  }),
  route('post', P.loginByIp, () => {
    throw new SimulatedError(BAD_CREDENTIALS_CODE, '当前IP未开通机构访问');
  }),
  ...[P.loginByWeixin, P.loginByWeixinBindMobileNo].map((path) =>
    route('post', path, async ({ request, body }) => {
      const payload = await body<{ mobileNo?: string; code?: string }>();
      return {
        token: loginWithMobileCode(request, payload.mobileNo ?? '13800000001', payload.code ?? SIM_MOBILE_CODE).token,
      };
    }),
  ),
  route('post', P.bindWeixin, ({ request }) => {
    requireAccount(request).wxBinDing = true;
    return true;
  }),
  route('post', P.logOff, ({ request }) => {
    logout(request);
    return true;
  }),
  route('get', P.recommendDomain, async () =>
    (await corpus()).subjects.slice(0, 8).map((s) => ({ id: s.id, name: s.name })),
  ),
  route('get', P.recommendWord, async () =>
    hotSearches((await corpus()).content.searchLogSeed)
      .slice(0, 8)
      .map((h) => ({ id: h.id, name: h.searchText })),
  ),
  route('post', P.codeCheck, async ({ body }) => (await body<{ code?: string }>()).code === SIM_MOBILE_CODE),
  route('get', P.areaLevel, ({ query }) => {
    const parent = query('parentCode');
    if (parent)
      return ['01', '02', '03'].map((c, i) => ({
        code: `${parent}${c}`,
        name: ['市辖区', '高新区', '经开区'][i] ?? '',
      }));
    return ['北京市', '上海市', '广东省', '江苏省', '浙江省', '四川省', '湖北省', '陕西省'].map((name, i) => ({
      code: String(11 + i),
      name,
    }));
  }),
];
