import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  changePasswordByEmailCode,
  changePasswordByMobileCode,
  getUserInfoByToken,
  login,
  logout,
  register,
  verifyEmail,
  canExitTeam,
  checkTeamInviteCode,
  exitTeam,
  generateTeamInviteCode,
  getTeamDetail,
  getVipCenterInfo,
  getVipPackages,
  inviteJoinTeam,
  removeTeamMember,
  transferTeamOriginator,
  alipay,
  balancePay,
  getBillList,
  getCouponByMemberId,
  getWalletByMemberId,
  setOrder,
  zeroPay,
  ACCOUNT_PATHS,
  postJson,
} from '@wenxian/api';
import { resetSimulation, SIM_MOBILE_CODE, SIM_PASSWORD } from '../index';
import { warmUp } from './warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

const NEW_MOBILE = '13912345678';

describe('registration', () => {
  it('creates a user who can log out and log in again with the chosen password, holding the new-user coupon', async () => {
    await register({ mobileNo: NEW_MOBILE, code: SIM_MOBILE_CODE, password: 'Secret#2026' });
    const user = await getUserInfoByToken();
    expect(user?.mobileNo).toBe(NEW_MOBILE);
    const coupons = await getCouponByMemberId({ memberId: user?.memberId ?? '' });
    expect(coupons.list).toMatchObject([{ amount: 20, threshold: 0, used: false }]);
    await logout({ memberId: user?.memberId ?? '' });
    expect(await getUserInfoByToken()).toBeNull();
    await login({ account: NEW_MOBILE, password: 'Secret#2026' });
    expect((await getUserInfoByToken())?.memberId).toBe(user?.memberId);
  });
  it('refuses a number already registered and a wrong code', async () => {
    await expect(
      register({ mobileNo: '13800000001', code: SIM_MOBILE_CODE, password: 'Secret#2026' }),
    ).rejects.toMatchObject({ code: 40_008 });
    await expect(register({ mobileNo: NEW_MOBILE, code: '000000', password: 'Secret#2026' })).rejects.toMatchObject({
      code: 40_001,
    });
  });
});

describe('password reset', () => {
  it('by mobile code: the old password stops working, the new one logs in', async () => {
    await changePasswordByMobileCode({ mobileNo: '13800000002', code: SIM_MOBILE_CODE, newPassword: 'Reset#2026' });
    await expect(login({ account: '13800000002', password: SIM_PASSWORD })).rejects.toMatchObject({ code: 40_001 });
    await login({ account: '13800000002', password: 'Reset#2026' });
    expect((await getUserInfoByToken())?.memberId).toBe('M1002');
  });
  it('by e-mail code: the address finds the account, a wrong code or unknown address is refused', async () => {
    await verifyEmail({ email: 'u1003@example.cn', code: SIM_MOBILE_CODE });
    expect(
      await postJson(ACCOUNT_PATHS.getaccountsbycode, { email: 'u1003@example.cn', code: SIM_MOBILE_CODE }),
    ).toMatchObject([{ account: '13800000003', maskedMobile: '138****0003' }]);
    await expect(
      changePasswordByEmailCode({ email: 'u1003@example.cn', code: '111111', newPassword: 'Mail#2026' }),
    ).rejects.toMatchObject({ code: 40_001 });
    await expect(
      changePasswordByEmailCode({ email: 'nobody@example.cn', code: SIM_MOBILE_CODE, newPassword: 'Mail#2026' }),
    ).rejects.toMatchObject({ code: 40_001 });
    await changePasswordByEmailCode({ email: 'u1003@example.cn', code: SIM_MOBILE_CODE, newPassword: 'Mail#2026' });
    await login({ account: '13800000003', password: 'Mail#2026' });
    expect((await getUserInfoByToken())?.memberId).toBe('M1003');
  });
});

describe('what is bought is delivered', () => {
  it('a recharge order carries its amount; paying it with the new-user coupon adds the amount and a bill, and uses the coupon up', async () => {
    await login({ account: '13800000001', password: SIM_PASSWORD });
    const before = await getWalletByMemberId({ memberId: 'M1001' });
    const order = await setOrder({ name: '钱包充值', commodityId: 'RECHARGE', busCode: 'RECHARGE', amount: 20 });
    expect(order.amount).toBe(20);
    const [coupon] = (await getCouponByMemberId({ memberId: 'M1001' })).list;
    await zeroPay({ orderId: order.id, couponId: coupon?.id ?? '' });
    expect((await getWalletByMemberId({ memberId: 'M1001' })).balance).toBe(before.balance + 20);
    expect((await getCouponByMemberId({ memberId: 'M1001' })).list[0]?.used).toBe(true);
    expect((await getBillList({})).list[0]).toMatchObject({ kind: 'recharge' });
    const again = await setOrder({ name: '钱包充值', commodityId: 'RECHARGE', busCode: 'RECHARGE', amount: 20 });
    await expect(zeroPay({ orderId: again.id, couponId: coupon?.id ?? '' })).rejects.toMatchObject({ code: 40_003 });
  });
  it('a team package makes the buyer a team member; invite, join, transfer the originator, exit and remove', async () => {
    await login({ account: '13800000002', password: SIM_PASSWORD });
    expect((await getVipCenterInfo({})).teamId).toBeUndefined();
    const topUp = await setOrder({ name: '钱包充值', commodityId: 'RECHARGE', busCode: 'RECHARGE', amount: 2000 });
    await alipay({ orderId: topUp.id });
    const pack = (await getVipPackages({ kind: 'team' }))[0];
    expect(pack?.commodityId).toBe('CM-TEAM-12');
    const order = await setOrder({ name: pack?.name ?? '', commodityId: pack?.commodityId ?? '', busCode: 'VIP' });
    await balancePay({ orderId: order.id });
    const center = await getVipCenterInfo({});
    const teamId = center.teamId ?? '';
    expect(center.teamQuota).toEqual({ used: 0, total: pack?.downloadQuota });
    expect(await canExitTeam(teamId)).toBe(false);
    const { inviteCode } = await generateTeamInviteCode(teamId);

    await login({ account: '13800000001', password: SIM_PASSWORD });
    expect(await checkTeamInviteCode({ inviteCode })).toMatchObject({ teamId });
    await inviteJoinTeam({ inviteCode, nickname: '林同学' });
    expect((await getTeamDetail(teamId)).members.map((m) => m.nickname)).toContain('林同学');
    await expect(transferTeamOriginator(teamId, { memberId: 'M1001' })).rejects.toMatchObject({ code: 403 });

    await login({ account: '13800000002', password: SIM_PASSWORD });
    await transferTeamOriginator(teamId, { memberId: 'M1001' });
    expect(await canExitTeam(teamId)).toBe(true);

    await login({ account: '13800000001', password: SIM_PASSWORD });
    await removeTeamMember(teamId, { memberId: 'M1002' });
    expect((await getTeamDetail(teamId)).members.map((m) => m.memberId)).toEqual(['M1001']);
    await expect(exitTeam(teamId)).rejects.toMatchObject({ code: 40_006 });
  });
  it('a member who joined by code can exit, and then no longer sees the team', async () => {
    await login({ account: '13800000003', password: SIM_PASSWORD });
    const { inviteCode } = await generateTeamInviteCode('TEAM-001');
    await login({ account: '13800000008', password: SIM_PASSWORD });
    await inviteJoinTeam({ inviteCode, nickname: '' });
    expect(await canExitTeam('TEAM-001')).toBe(true);
    await exitTeam('TEAM-001');
    await expect(getTeamDetail('TEAM-001', { goToLogin: false })).rejects.toMatchObject({ code: 403 });
    await expect(checkTeamInviteCode({ inviteCode: 'NOPE' })).rejects.toMatchObject({ code: 40_007 });
  });
});
