import { checkTimings, couponFitsOrder, orderBusCodes } from '@wenxian/domain';
import { describe, expect, it } from 'vitest';
import {
  loginByMobileNo,
  answerQuestions,
  exchangeProduct,
  extractQuestions,
  getActivityAddresses,
  getActivityByHash,
  getActivityConfig,
  getActivityProductList,
  getInviteCount,
  getPoints,
  getSettlement,
  getShareCode,
  receiveActivityCoupon,
  saveActivityAddress,
  balancePay,
  getCouponByMemberId,
  downloadCheckReport,
  getCheckOrderList,
  getCheckOrderStatus,
  uploadCheckFile,
  applyCollectionProof,
  applyNoveltySearch,
  getCollectionProofList,
  getNoveltyOrderList,
  getNoveltyOrderTicket,
  getAboutUsList,
  getCenteInfo,
  getClauseList,
  getJournalismList,
  getByIdAndState,
  search,
} from '@wenxian/api';
import { SIM_MOBILE_CODE } from '../index';
import { movableClock, useFreshSimulation } from './clock';

useFreshSimulation();
const clock = movableClock;
const loginAs = (mobileNo: string) => loginByMobileNo({ mobileNo, code: SIM_MOBILE_CODE });
const paper = (text: string) => new File([text], '我的论文.txt', { type: 'text/plain' });

describe('paper checking', () => {
  it('keeps a real order that advances by server time and whose report quotes the uploaded text', async () => {
    const time = clock();
    await loginAs('13800000001');
    const hit = (await search({ conditions: [{ searchField: 'U', content: '研究' }], pageSize: 1 })).list[0]!;
    const own = '本文提出了一种全新的校园图书馆座位预约与信用管理机制，并在三所高校进行了为期一年的试点。';
    const order = await uploadCheckFile(paper(`${own}\n${hit.abstract ?? hit.title}`), {
      versionId: 'standard',
      title: '图书馆座位预约研究',
      author: '李华',
    });
    expect(order).toMatchObject({ stateName: '待支付', versionName: '定稿版', title: '图书馆座位预约研究' });
    expect(order.price).toBe(Math.ceil(order.chars / 1000) * 2);
    expect((await getCheckOrderList({})).list.map((o) => o.id)).toEqual([order.id]);

    // A coupon for this kind of order, if the member holds one (a recharge coupon is refused on it).
    const coupon = (await getCouponByMemberId({ memberId: 'M1001' })).list.find((c) =>
      couponFitsOrder(c, orderBusCodes.check),
    );
    await balancePay({ orderId: order.id, couponId: coupon?.id });
    expect((await getCheckOrderStatus({ orderId: order.id })).stateName).toBe('排队中');
    time.advance(checkTimings.queueMs + checkTimings.checkMs / 2);
    const midway = await getCheckOrderStatus({ orderId: order.id });
    expect(midway.stateName).toBe('检测中');
    expect(midway.progress).toBeGreaterThan(0);
    await expect(downloadCheckReport({ orderId: order.id }, { silent: true })).rejects.toMatchObject({ code: 40_035 });
    time.advance(checkTimings.checkMs);
    const done = await getCheckOrderStatus({ orderId: order.id });
    expect(done).toMatchObject({ stateName: '检测完成', progress: 100 });
    expect(done.similarity).toBeGreaterThan(0);
    const report = await downloadCheckReport({ orderId: order.id });
    const html = await report.blob.text();
    expect(html).toContain(own);
    expect(html).toContain('相似来源');
  });

  it('refuses an unknown or someone else’s order', async () => {
    await loginAs('13800000001');
    await expect(getCheckOrderStatus({ orderId: 'OD9999' }, { silent: true })).rejects.toMatchObject({ code: 404 });
  });
});

describe('novelty search and collection proof', () => {
  it('lists an application in 我的订单 and advances it to a report with literature per checkpoint', async () => {
    const time = clock();
    await loginAs('13800000002');
    const order = await applyNoveltySearch({
      projectName: '深度学习遥感变化检测',
      purpose: '立项查新',
      scope: '国内外',
      checkpoints: ['基于深度学习的遥感影像变化检测方法研究'],
      keywords: ['深度学习', '遥感', '变化检测'],
      contactName: '王芳',
      contactPhone: '13800000002',
    });
    expect(order).toMatchObject({ stateName: '待受理', price: 1500 });
    expect((await getNoveltyOrderList({})).list.map((o) => o.id)).toEqual([order.id]);
    time.advance(61_000);
    const ticket = await getNoveltyOrderTicket({ id: order.id });
    expect(ticket.stateName).toBe('已出报告');
    expect(ticket.checkpoints[0]!.matches.length).toBeGreaterThan(0);
    expect(ticket.conclusion).toContain('国内外');
  });

  it('finds the applicant’s titles in the corpus for a collection proof', async () => {
    clock();
    await loginAs('13800000002');
    const hit = (await search({ conditions: [{ searchField: 'U', content: '研究' }], pageSize: 1 })).list[0]!;
    const application = await applyCollectionProof({
      applicant: '王芳',
      organization: '清华大学',
      titles: [hit.title, '一篇并不存在的论文题名'],
      purpose: '职称评审',
      contactName: '王芳',
      contactPhone: '13800000002',
    });
    expect(application.items.map((i) => i.found)).toEqual([true, false]);
    expect((await getCollectionProofList({})).list).toHaveLength(1);
  });
});

describe('activities', () => {
  it('checks quiz answers for real, accumulates points and exchanges them while stock and points last', async () => {
    clock();
    await loginAs('13800000001');
    const first = await extractQuestions({ activityId: 'readingmonth' });
    expect(first).toHaveLength(5);
    const second = await extractQuestions({ activityId: 'readingmonth' });
    expect(second.map((q) => q.text)).not.toEqual(first.map((q) => q.text));
    // Everything answered A: only the questions whose answer is A score.
    const result = await answerQuestions({
      activityId: 'readingmonth',
      answers: second.map((q) => ({ questionId: q.id, key: 'A' })),
    });
    expect(result.correct).toBe(result.checks.filter((c) => c.correctKey === 'A').length);
    // Then all right from the settlement's answer key of a new draw: 5 correct, 50 points.
    const third = await extractQuestions({ activityId: 'readingmonth' });
    const wrong = await answerQuestions({
      activityId: 'readingmonth',
      answers: third.map((q) => ({ questionId: q.id, key: 'Z' })),
    });
    expect(wrong).toMatchObject({ correct: 0, points: 0 });
    const settlement = await getSettlement({ activityId: 'readingmonth' });
    expect(settlement.attemptsLeft).toBe(1);
    expect((await getPoints({ activityId: 'readingmonth' })).points).toBe(result.points);
  });

  it('exchanges points for a prize with an address, refuses without points', async () => {
    clock();
    await loginAs('13800000001');
    await expect(
      exchangeProduct({ activityId: 'readingmonth', productId: 'GP3' }, { silent: true }),
    ).rejects.toMatchObject({ code: 40_047 });
    // Points from accepted invitations: two friends open the share link.
    const { code } = await getShareCode({ activityId: 'readingmonth' });
    for (const friend of ['13800000002', '13800000003']) {
      await loginAs(friend);
      await getActivityByHash(code);
    }
    await loginAs('13800000001');
    expect(await getInviteCount('readingmonth')).toEqual({ invited: 2, rewarded: 2 });
    expect((await getPoints({ activityId: 'readingmonth' })).points).toBe(100);
    const before = (await getActivityProductList({ activityId: 'readingmonth' })).find((p) => p.id === 'GP3')!;
    const exchanged = await exchangeProduct({ activityId: 'readingmonth', productId: 'GP3' });
    expect(exchanged).toMatchObject({ balance: 50, stock: before.stock - 1 });
    await expect(
      exchangeProduct({ activityId: 'readingmonth', productId: 'GP4' }, { silent: true }),
    ).rejects.toMatchObject({ code: 40_047 });
    const address = await saveActivityAddress({
      name: '张三',
      phone: '13800000001',
      region: '北京市海淀区',
      detail: '学院路1号',
    });
    expect(await getActivityAddresses({})).toEqual([address]);
  });

  it('lets a coupon be claimed once; a second claim is refused with a message', async () => {
    clock();
    await loginAs('13800000002');
    const config = await getActivityConfig({ activityId: 'readingmonth' });
    const coupon = config.coupons![0]!;
    await receiveActivityCoupon({ activityId: 'readingmonth', couponId: coupon.id });
    await expect(
      receiveActivityCoupon({ activityId: 'readingmonth', couponId: coupon.id }, { silent: true }),
    ).rejects.toMatchObject({ code: 40_042, message: '您已领取过该优惠券' });
    expect((await getActivityConfig({ activityId: 'readingmonth' })).coupons![0]!.received).toBe(true);
    expect((await getCouponByMemberId({ memberId: 'M1002' })).list.some((c) => c.name === coupon.name)).toBe(true);
  });

  it('refuses the quiz outside the window by server time', async () => {
    clock(Date.parse('2026-04-10T02:00:00Z'));
    await loginAs('13800000001');
    await expect(
      receiveActivityCoupon({ activityId: 'doublepromotion', couponId: 'AC-DP-20' }, { silent: true }),
    ).rejects.toMatchObject({ message: '活动已结束' });
    await expect(
      receiveActivityCoupon({ activityId: 'yearEndActivity', couponId: 'AC-YE-80' }, { silent: true }),
    ).rejects.toMatchObject({ message: '活动尚未开始' });
  });
});

describe('public content', () => {
  it('serves whole documents with sections for about-us, terms, help and news', async () => {
    const about = await getAboutUsList({});
    expect(about.map((a) => a.id)).toEqual(expect.arrayContaining(['as', 'cc', 'cso', 'fl', 'crc', 'ks']));
    for (const entry of [...about, ...(await getClauseList({}))])
      expect((entry.content.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(2);
    const found = await getCenteInfo({ keyword: '发票' });
    expect(found.list[0]?.title).toBe('如何开具发票');
    expect((await getCenteInfo({ keyword: '发票', titleOnly: true, columnId: 'H2' })).total).toBe(0);
    const news = (await getJournalismList({})).list[0]!;
    const detail = await getByIdAndState({ id: news.id });
    expect(detail.content!.length).toBeGreaterThan(300);
  });
});
