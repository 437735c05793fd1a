import { messages } from '@wenxian/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getUserInfoByToken,
  login,
  loginByMobileNo,
  logout,
  verifyTicket,
  requestDownload,
  getTeamDetail,
  getVipCenterInfo,
  checkMigration,
  getCouponByMemberId,
  getWalletByMemberId,
  getPeriodicalCollectionList,
  migrateOldAccount,
  setOrder,
  zeroPay,
  search,
  type LiteratureSummary,
  ACCOUNT_PATHS,
  MEMBERSHIP_PATHS,
  MONEY_PATHS,
  postJson,
} from '@wenxian/api';
import { resetSimulation, SIM_MOBILE_CODE, SIM_PASSWORD } from '../index';
import { warmUp } from './warmUp';
import { movableClock } from './clock';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

async function records(isOA: boolean, count: number): Promise<LiteratureSummary[]> {
  const result = await search({ conditions: [{ searchField: 'U', content: '研究' }], pageSize: 100 });
  return result.list.filter((item) => Boolean(item.isOA) === isOA).slice(0, count);
}

describe('accounts', () => {
  it('logs in by mobile code, knows the user, logs out', async () => {
    await loginByMobileNo({ mobileNo: '13800000006', code: SIM_MOBILE_CODE });
    expect((await getUserInfoByToken())?.roleInfos).toEqual([{ id: '9' }]);
    await logout({ memberId: 'M1006' });
    expect(await getUserInfoByToken()).toBeNull();
  });
  it('exchanges a one-time ticket for a session', async () => {
    await login({ account: '13800000007', password: SIM_PASSWORD });
    const { ticket } = await postJson<{ ticket: string }>(ACCOUNT_PATHS.createTicket, {});
    await logout({ memberId: 'M1007' });
    await verifyTicket({ ticket });
    expect((await getUserInfoByToken())?.isConfirm).toBe(true);
    await expect(verifyTicket({ ticket }, { goToLogin: false })).rejects.toMatchObject({ code: 103 });
  });

  it('refuses a wrong password', async () => {
    await expect(login({ account: '13800000001', password: 'nope' })).rejects.toMatchObject({ code: 40_001 });
  });
  it('downloading needs a login (code 101)', async () => {
    await expect(requestDownload({ ids: ['QK202100001'], types: [1] }, { goToLogin: false })).rejects.toMatchObject({
      code: 101,
    });
  });
});

describe('quotas', () => {
  it('gives every user 10 free open-access downloads a day, then the OA over-limit dialog', async () => {
    await login({ account: '13800000001', password: SIM_PASSWORD });
    const oa = await records(true, 11);
    expect(oa).toHaveLength(11);
    for (const item of oa.slice(0, 10))
      expect(typeof (await requestDownload({ ids: [item.id], types: [item.type] }))).toBe('string');
    const last = oa[10] as LiteratureSummary;
    expect(await requestDownload({ ids: [last.id], types: [last.type] })).toMatchObject({
      dialogType: 'OA',
      limitType: 1,
      freeOaCountEveryDay: 10,
      usageFreeOaCount: 10,
      hasOa: true,
    });
  });

  it('answers a non-member an order for a paid item', async () => {
    await login({ account: '13800000001', password: SIM_PASSWORD });
    const [item] = await records(false, 1);
    expect(await requestDownload({ ids: [item?.id ?? ''], types: [item?.type ?? 1] })).toMatchObject({
      ids: [item?.id],
      busCode: 'DOWNLOAD',
      type: item?.type,
    });
  });

  it('uses the team quota of a team member (VIP_TEAM)', async () => {
    await login({ account: '13800000003', password: SIM_PASSWORD });
    const [item] = await records(false, 1);
    expect(await requestDownload({ ids: [item?.id ?? ''], types: [item?.type ?? 1] })).toMatchObject({
      dialogType: 'VIP_TEAM',
      limitType: 2,
      needUseCount: 1,
    });
    await requestDownload({ ids: [item?.id ?? ''], types: [item?.type ?? 1], confirmed: true });
    expect(await getVipCenterInfo({})).toMatchObject({ teamQuota: { used: 1, total: 300 } });
    expect((await getTeamDetail('TEAM-001')).members.map((m) => m.memberId)).toEqual(['M1003', 'M1004']);
  });

  it('the quota-exhausted member meets the over-limit dialog at once', async () => {
    await login({ account: '13800000009', password: SIM_PASSWORD });
    const [item] = await records(false, 1);
    expect(await requestDownload({ ids: [item?.id ?? ''], types: [item?.type ?? 1] })).toMatchObject({
      dialogType: 'VIP_USER',
      limitType: 1,
      usages: [{ vipType: 'USER', usageCount: 30, totalCount: 30 }],
    });
  });

  it('a member downloading an item again in the same month gets the file without a second quota count', async () => {
    const clock = movableClock(Date.parse('2026-11-10T02:00:00Z'));
    await login({ account: '13800000002', password: SIM_PASSWORD });
    const [item] = await records(false, 1);
    const request = { ids: [item?.id ?? ''], types: [item?.type ?? 1] };
    expect(await requestDownload(request)).toMatchObject({ limitType: 2, needUseCount: 1 });
    expect(typeof (await requestDownload({ ...request, confirmed: true }))).toBe('string');
    expect(await getVipCenterInfo({})).toMatchObject({ personalQuota: { used: 1, total: 30 } });
    // Again the same month: a link at once, the quota still 1/30.
    expect(typeof (await requestDownload(request))).toBe('string');
    expect(await getVipCenterInfo({})).toMatchObject({ personalQuota: { used: 1, total: 30 } });
    // The next (Beijing) month counts it again.
    clock.advance(25 * 86_400_000);
    expect(await requestDownload(request)).toMatchObject({ limitType: 2, needUseCount: 1 });
  });

  it('an open-access item downloaded again the same day does not take another of the 10 free downloads', async () => {
    await login({ account: '13800000001', password: SIM_PASSWORD });
    const oa = await records(true, 10);
    const [first] = oa;
    for (let n = 0; n < 3; n += 1) await requestDownload({ ids: [first?.id ?? ''], types: [first?.type ?? 1] });
    for (const item of oa.slice(1))
      expect(typeof (await requestDownload({ ids: [item.id], types: [item.type] }))).toBe('string');
  });

  it('keeps the deduction mode the user sets', async () => {
    await login({ account: '13800000001', password: SIM_PASSWORD });
    await postJson(MEMBERSHIP_PATHS.setupDownDeductions, { state: 1, value: 0 });
    expect((await getUserInfoByToken())?.config).toEqual({ state: 1, value: 0 });
  });
});

describe('money', () => {
  it('the new user holds the 20-yuan no-threshold coupon and can recharge 20 coins with it for nothing', async () => {
    await login({ account: '13800000001', password: SIM_PASSWORD });
    const { list } = await getCouponByMemberId({ memberId: 'M1001' });
    expect(list).toEqual([expect.objectContaining({ amount: 20, threshold: 0, used: false })]);
    expect(messages.coupon.newUserCoupon).toContain('20元');
    const before = await getWalletByMemberId({ memberId: 'M1001' });
    const order = await setOrder({
      name: '阅读币充值',
      commodityId: 'CM-RECHARGE',
      busCode: 'RECHARGE',
      ids: [],
      types: [],
      amount: 20,
    } as never);
    expect(await zeroPay({ orderId: order.id, couponId: list[0]?.id ?? '' })).toMatchObject({
      paid: true,
      balance: before.balance + 20,
    });
    expect((await getCouponByMemberId({ memberId: 'M1001' })).list[0]?.used).toBe(true);
  });

  it('the new-user coupon is a recharge coupon: it is marked so and refused on a document order', async () => {
    await login({ account: '13800000001', password: SIM_PASSWORD });
    const { list } = await getCouponByMemberId({ memberId: 'M1001' });
    expect(list[0]).toMatchObject({ busCode: 'RECHARGE' });
    const [item] = await records(false, 1);
    const order = await setOrder({ name: '文献', commodityId: 'CM-DOC', busCode: 'DOWNLOAD', ids: [item?.id ?? ''] });
    await expect(zeroPay({ orderId: order.id, couponId: list[0]?.id ?? '' })).rejects.toMatchObject({ code: 40_003 });
  });

  it('migrates an old-system user: the old balance moves and becomes 0, the counts stay', async () => {
    await login({ account: '13800000008', password: SIM_PASSWORD });
    expect(await checkMigration({ memberId: 'M1008' })).toMatchObject({
      needMigrate: true,
      BalanceMoney: 128.5,
      journalCount: 12,
      literatureCount: 46,
    });
    await migrateOldAccount({ memberId: 'M1008' });
    expect(await postJson(MONEY_PATHS.getOldSystemAccount, { memberId: 'M1008' })).toEqual({
      BalanceMoney: 0,
      journalCount: 12,
      literatureCount: 46,
    });
    expect((await getWalletByMemberId({ memberId: 'M1008' })).balance).toBe(138.5);
    expect((await getUserInfoByToken())?.isMigrate).toBe(true);
  });

  it('moves the old site’s 12 journal favourites into 期刊收藏, once', async () => {
    await login({ account: '13800000008', password: SIM_PASSWORD });
    expect((await getPeriodicalCollectionList({ pageNum: 1, pageSize: 50 })).total).toBe(0);
    await migrateOldAccount({ memberId: 'M1008' });
    await migrateOldAccount({ memberId: 'M1008' });
    const collected = await getPeriodicalCollectionList({ pageNum: 1, pageSize: 50 });
    expect(collected.total).toBe(12);
    expect(collected.list.map((c) => c.journalId)).toContain('J00001');
    expect((await getWalletByMemberId({ memberId: 'M1008' })).balance).toBe(138.5);
  });

  it('lists a free open-access download in 下载记录, beside those a quota paid', async () => {
    await login({ account: '13800000002', password: SIM_PASSWORD });
    const [paper] = await records(true, 1);
    if (!paper) throw new Error('an open-access paper');
    expect(typeof (await requestDownload({ ids: [paper.id], types: [paper.type] }))).toBe('string');
    const log = await postJson<{ list: { id: string }[] }>(MEMBERSHIP_PATHS.downloadLogPage, {
      pageNum: 1,
      pageSize: 10,
    });
    expect(log.list.map((entry) => entry.id)).toContain(paper.id);
  });
});
