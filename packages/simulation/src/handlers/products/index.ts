import type { RequestHandler } from 'msw';
import { HttpResponse } from 'msw';
import {
  activityPhase,
  checkPrice,
  checkVersionOf,
  countCheckChars,
  isMainlandMobile,
  type ActivityKey,
} from '@wenxian/domain';
import { ACTIVITY_PATHS as AP, ORDER_CHECK_PATHS as OP, PRODUCT_SERVICE_PATHS as SP } from '@wenxian/api';
import { activityConfigOf, activityKeyOf, activityPrizes, activityRecords, activityWindow } from '../../data/activities';
import { SimulatedError } from '../../errors';
import { accountOf, requireAccount } from '../../session/auth';
import {
  checkOrderOf,
  checkOrderView,
  createCheckOrder,
  readPaperText,
  reportHtml,
  stateOf,
} from '../../session/paperCheck';
import { collectionView, noveltyPrices, noveltyTicket, noveltyView } from '../../session/productService';
import { drawQuiz } from '../../session/quiz';
import { dayOf, isoOf, nextId, simulationState, type Account } from '../../session/state';
import { corpus } from '../lazy';
import { pageOf } from '../mappers';
import { pathPattern } from '../pathPattern';
import { route } from '../route';

const products = () => simulationState().products;
const fileOf = (form: Record<string, unknown>): File | null => (form.file instanceof File ? form.file : null);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Refuses a call outside the activity's window by server time. */
function requireRunning(key: ActivityKey): void {
  const phase = activityPhase(activityWindow(key, simulationState().now()), simulationState().now());
  if (phase === 'before') throw new SimulatedError(40_040, '活动尚未开始');
  if (phase === 'after') throw new SimulatedError(40_041, '活动已结束');
}

function pointsOf(account: Account): number {
  return products().points.get(account.memberId) ?? 0;
}
function addPoints(memberId: string, change: number, reason: string): number {
  const state = products();
  const balance = (state.points.get(memberId) ?? 0) + change;
  state.points.set(memberId, balance);
  state.pointHistory.unshift({ memberId, time: simulationState().now(), change, reason });
  return balance;
}
function stockOf(id: string): number {
  const state = products();
  if (!state.stock.has(id)) state.stock.set(id, activityPrizes.find((p) => p.id === id)?.stock ?? 0);
  return state.stock.get(id) ?? 0;
}
const inviteCodeOf = (account: Account) => `RM${account.memberId}`;
const QUIZ_ATTEMPTS_PER_DAY = 3;
const POINTS_PER_ANSWER = 10;
const INVITE_POINTS = 50;

/** Paper checking, novelty search, collection proof and the activities (doc 001 §7), all stateful. */
export const productHandlers: RequestHandler[] = [
  // Paper checking: orders are created by the upload, paid through the money calls and advance by server time.
  route('post', OP.addressList, ({ request }) => {
    const account = requireAccount(request);
    return [
      {
        id: 'AD1',
        name: account.realName,
        phone: account.mobileNo,
        region: '北京市海淀区',
        detail: '中关村大街1号',
        isDefault: true,
      },
    ];
  }),
  route('post', OP.orderNews, async () => {
    const checks = [...products().checkOrders.values()].slice(-5).reverse();
    const done = checks.map((c) => ({
      id: `ON-${c.id}`,
      title: `《${c.title}》提交检测`,
      time: isoOf(simulationState().orders.get(c.id)?.createdAt ?? 0),
    }));
    return [
      ...done,
      { id: 'ON1', title: '论文检测比对库完成季度更新，新增学位论文12万篇', time: '2025-09-01T10:00:00+08:00' },
      { id: 'ON2', title: '职称版新增自建比对库功能', time: '2025-06-18T09:30:00+08:00' },
    ];
  }),
  route('post', OP.orderList, async ({ request, body }) => {
    const account = requireAccount(request);
    const query = await body<{ state?: number }>();
    const dataset = await corpus();
    const list = [...products().checkOrders.values()]
      .filter((c) => c.memberId === account.memberId)
      .map((c) => checkOrderView(dataset, c, simulationState().orders.get(c.id)!))
      .filter((v) => query.state === undefined || v.state === Number(query.state))
      .reverse();
    return pageOf(list, query);
  }),
  ...[OP.status, OP.getOrderJianceState].map((path) =>
    route('post', path, async ({ request, body }) => {
      const { record, order } = checkOrderOf(
        requireAccount(request),
        (await body<{ orderId?: string }>()).orderId ?? '',
      );
      const view = checkOrderView(await corpus(), record, order);
      return {
        orderId: view.id,
        state: view.state,
        stateName: view.stateName,
        progress: view.progress,
        ...(view.similarity !== undefined ? { similarity: view.similarity } : {}),
      };
    }),
  ),
  route('post', OP.upload, async ({ request, body }) => {
    const account = requireAccount(request);
    const form = await body();
    const file = fileOf(form);
    if (!file) throw new SimulatedError(40_034, '请上传论文文件');
    const record = createCheckOrder(await corpus(), account, {
      versionId: text(form.versionId),
      title: text(form.title) || file.name.replace(/\.\w+$/, ''),
      author: text(form.author) || account.realName,
      text: await readPaperText(file),
    });
    return checkOrderView(null, record, simulationState().orders.get(record.id)!);
  }),
  route('post', OP.analysisFile, async ({ request, body }) => {
    requireAccount(request);
    const form = await body();
    const file = fileOf(form);
    if (!file) throw new SimulatedError(40_034, '请上传论文文件');
    const paper = await readPaperText(file);
    const chars = countCheckChars(paper);
    const firstLine = paper.split('\n')[0]?.trim() ?? '';
    return {
      fileId: nextId('CF'),
      title: firstLine && [...firstLine].length <= 60 ? firstLine : file.name.replace(/\.\w+$/, ''),
      author: '',
      wordCount: chars,
      price: checkPrice(checkVersionOf(text(form.versionId)) ?? checkVersionOf('standard')!, chars),
    };
  }),
  ...[OP.keywords, OP.replaceStrategy, OP.spotCheck].map((path) =>
    route('post', path, async ({ request, body }) =>
      Boolean(checkOrderOf(requireAccount(request), (await body<{ orderId?: string }>()).orderId ?? '')),
    ),
  ),
  ...[OP.reportDownload, OP.downReportFile].map((path) =>
    route('get', path, async ({ request, query }) => {
      const { record, order } = checkOrderOf(requireAccount(request), query('orderId') ?? '');
      if (stateOf(order).key !== 'done') throw new SimulatedError(40_035, '检测尚未完成，请稍后下载报告');
      const name = encodeURIComponent(`检测报告-${record.id}.html`);
      return new HttpResponse(reportHtml(await corpus(), record, order), {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Disposition': `attachment; filename*=UTF-8''${name}`,
        },
      });
    }),
  ),
  route(
    'get',
    OP.templateDownload,
    () =>
      new HttpResponse('论文题目：\n作者：\n学校/单位：\n\n摘要：\n\n关键词：\n\n正文：\n', {
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('论文检测模板.txt')}`,
        },
      }),
  ),

  // Novelty search and collection proof.
  route('post', SP.noveltyApply, async ({ request, body }) => {
    const account = requireAccount(request);
    const form = await body<{
      projectName?: string;
      purpose?: string;
      scope?: string;
      checkpoints?: string[];
      keywords?: string[];
      contactName?: string;
      contactPhone?: string;
      email?: string;
    }>();
    const checkpoints = (form.checkpoints ?? []).map((c) => c.trim()).filter(Boolean);
    if (!form.projectName?.trim() || checkpoints.length === 0 || !form.contactName?.trim())
      throw new SimulatedError(40_050, '请填写完整的查新申请');
    if (!isMainlandMobile(form.contactPhone ?? '')) throw new SimulatedError(40_051, '请输入正确的手机号');
    const scope = form.scope === '国内' ? '国内' : '国内外';
    const record = {
      id: nextId('NS'),
      memberId: account.memberId,
      projectName: form.projectName.trim(),
      purpose: form.purpose ?? '其他',
      scope,
      checkpoints,
      keywords: form.keywords ?? [],
      contactName: form.contactName.trim(),
      contactPhone: form.contactPhone ?? '',
      ...(form.email ? { email: form.email } : {}),
      price: noveltyPrices[scope] ?? 1500,
      createdAt: simulationState().now(),
    };
    products().noveltyOrders.unshift(record);
    return noveltyView(record);
  }),
  route('post', SP.noveltyOrderList, async ({ request, body }) => {
    const account = requireAccount(request);
    return pageOf(
      products()
        .noveltyOrders.filter((o) => o.memberId === account.memberId)
        .map(noveltyView),
      await body(),
    );
  }),
  route('post', SP.noveltyOrderTicket, async ({ request, body }) => {
    const account = requireAccount(request);
    const id = (await body<{ id?: string }>()).id ?? '';
    const record = products().noveltyOrders.find((o) => o.id === id && o.memberId === account.memberId);
    if (!record) throw new SimulatedError(404, '订单不存在');
    return noveltyTicket(await corpus(), record);
  }),
  route('post', SP.collectionApply, async ({ request, body }) => {
    const account = requireAccount(request);
    const form = await body<{
      applicant?: string;
      organization?: string;
      titles?: string[];
      purpose?: string;
      contactName?: string;
      contactPhone?: string;
      email?: string;
    }>();
    const titles = (form.titles ?? []).map((t) => t.trim()).filter(Boolean);
    if (!form.applicant?.trim() || !form.organization?.trim() || titles.length === 0)
      throw new SimulatedError(40_052, '请填写完整的收录证明申请');
    if (!isMainlandMobile(form.contactPhone ?? '')) throw new SimulatedError(40_051, '请输入正确的手机号');
    const record = {
      id: nextId('SL'),
      memberId: account.memberId,
      applicant: form.applicant.trim(),
      organization: form.organization.trim(),
      purpose: form.purpose ?? '其他',
      titles,
      contactName: form.contactName ?? '',
      contactPhone: form.contactPhone ?? '',
      ...(form.email ? { email: form.email } : {}),
      createdAt: simulationState().now(),
    };
    products().collections.unshift(record);
    return collectionView(await corpus(), record);
  }),
  route('post', SP.collectionList, async ({ request, body }) => {
    const account = requireAccount(request);
    const dataset = await corpus();
    return pageOf(
      products()
        .collections.filter((c) => c.memberId === account.memberId)
        .map((c) => collectionView(dataset, c)),
      await body(),
    );
  }),

  // Activities.
  route('post', AP.config, async ({ request, body }) => {
    const key = activityKeyOf((await body<{ activityId?: string }>()).activityId);
    const account = accountOf(request);
    return activityConfigOf(key, simulationState().now(), (id) =>
      Boolean(account && products().claimedCoupons.has(`${account.memberId}|${id}`)),
    );
  }),
  route('post', AP.couponReceive, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<{ activityId?: string; couponId?: string }>();
    const key = activityKeyOf(payload.activityId);
    const template = activityRecords[key].coupons.find((c) => c.id === payload.couponId);
    if (!template) throw new SimulatedError(404, '优惠券不存在');
    requireRunning(key);
    const claimKey = `${account.memberId}|${template.id}`;
    if (products().claimedCoupons.has(claimKey)) throw new SimulatedError(40_042, '您已领取过该优惠券');
    products().claimedCoupons.add(claimKey);
    const now = simulationState().now();
    account.coupons.push({
      id: nextId('CP-'),
      templateId: template.id,
      name: template.name,
      amount: template.amount,
      threshold: template.threshold,
      state: 'unused',
      expireAt: new Date(now + template.validDays * 86_400_000).toISOString(),
    });
    return { couponId: template.id, name: template.name, amount: template.amount };
  }),
  route('post', AP.shareCode, async ({ request }) => {
    const code = inviteCodeOf(requireAccount(request));
    return { code, url: `/activity/readingmonth/invitefriends?code=${code}` };
  }),
  route('post', pathPattern(AP.inviteGenerate, 'activityId'), ({ request }) => {
    const code = inviteCodeOf(requireAccount(request));
    return { code, url: `/activity/readingmonth/invitefriends?code=${code}` };
  }),
  route('get', pathPattern(AP.inviteCount, 'activityId'), ({ request }) => {
    const invited = products().invitations.get(inviteCodeOf(requireAccount(request)))?.length ?? 0;
    return { invited, rewarded: invited };
  }),
  route('post', AP.questionExtract, async ({ request, body }) => {
    const account = requireAccount(request);
    const key = activityKeyOf((await body<{ activityId?: string }>()).activityId);
    requireRunning(key);
    const state = products();
    state.draws += 1;
    const quiz = drawQuiz(await corpus(), state.draws);
    state.pendingQuiz.set(account.memberId, quiz);
    return quiz.map(({ answer: _answer, ...question }) => question);
  }),
  route('post', AP.questionAnswer, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<{ activityId?: string; answers?: { questionId: string; key: string }[] }>();
    const key = activityKeyOf(payload.activityId);
    requireRunning(key);
    const state = products();
    const quiz = state.pendingQuiz.get(account.memberId);
    if (!quiz) throw new SimulatedError(40_043, '请先开始答题');
    const attemptKey = `${account.memberId}|${dayOf(simulationState().now())}`;
    const attempts = state.attempts.get(attemptKey) ?? 0;
    if (attempts >= QUIZ_ATTEMPTS_PER_DAY) throw new SimulatedError(40_044, '今日答题次数已用完，明天再来吧');
    const chosen = new Map((payload.answers ?? []).map((a) => [a.questionId, a.key]));
    if (quiz.some((q) => !chosen.has(q.id))) throw new SimulatedError(40_045, '请回答全部题目');
    const checks = quiz.map((q) => ({
      questionId: q.id,
      text: q.text,
      chosen: chosen.get(q.id) ?? '',
      correctKey: q.answer,
      correct: chosen.get(q.id) === q.answer,
    }));
    const correct = checks.filter((c) => c.correct).length;
    const points = correct * POINTS_PER_ANSWER;
    state.attempts.set(attemptKey, attempts + 1);
    state.pendingQuiz.delete(account.memberId);
    const balance =
      points > 0 ? addPoints(account.memberId, points, `阅读月答题，答对${correct}题`) : pointsOf(account);
    state.settlements.set(account.memberId, {
      activityId: key,
      correct,
      total: quiz.length,
      points,
      answeredAt: simulationState().now(),
      checks,
    });
    return { correct, total: quiz.length, points, checks, balance };
  }),
  route('post', AP.settlement, ({ request }) => {
    const account = requireAccount(request);
    const last = products().settlements.get(account.memberId);
    const used = products().attempts.get(`${account.memberId}|${dayOf(simulationState().now())}`) ?? 0;
    const all = [...products().points.values()].sort((a, b) => b - a);
    return {
      points: last?.points ?? 0,
      correct: last?.correct ?? 0,
      total: last?.total ?? 0,
      checks: last?.checks ?? [],
      answeredAt: last ? isoOf(last.answeredAt) : null,
      attemptsLeft: Math.max(0, QUIZ_ATTEMPTS_PER_DAY - used),
      ...(last ? { rank: all.indexOf(pointsOf(account)) + 1 } : {}),
    };
  }),
  route('post', AP.points, ({ request }) => {
    const account = requireAccount(request);
    return {
      points: pointsOf(account),
      history: products()
        .pointHistory.filter((h) => h.memberId === account.memberId)
        .map((h) => ({ time: isoOf(h.time), change: h.change, reason: h.reason })),
    };
  }),
  route('post', AP.productList, () =>
    activityPrizes.map((p) => ({
      id: p.id,
      name: p.name,
      points: p.points,
      stock: stockOf(p.id),
      physical: p.physical,
      description: p.description,
      image: `/vip-web/activity/${p.id}.png`,
    })),
  ),
  route('post', AP.exchange, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<{ activityId?: string; productId?: string; addressId?: string }>();
    requireRunning(activityKeyOf(payload.activityId));
    const prize = activityPrizes.find((p) => p.id === payload.productId);
    if (!prize) throw new SimulatedError(404, '奖品不存在');
    if (stockOf(prize.id) <= 0) throw new SimulatedError(40_046, '奖品已兑完');
    if (pointsOf(account) < prize.points) throw new SimulatedError(40_047, '积分不足');
    const address = prize.physical
      ? products().addresses.find((a) => a.id === payload.addressId && a.memberId === account.memberId)
      : undefined;
    if (prize.physical && !address) throw new SimulatedError(40_048, '请选择收货地址');
    products().stock.set(prize.id, stockOf(prize.id) - 1);
    const balance = addPoints(account.memberId, -prize.points, `兑换${prize.name}`);
    const now = simulationState().now();
    if (prize.id === 'GP1') {
      account.personalQuota = Math.max(account.personalQuota, 30);
    } else if (prize.id === 'GP2' || prize.id === 'GP3') {
      const amount = prize.id === 'GP2' ? 10 : 5;
      account.coupons.push({
        id: nextId('CP-'),
        templateId: prize.id,
        name: prize.name,
        amount,
        threshold: 0,
        state: 'unused',
        expireAt: new Date(now + 30 * 86_400_000).toISOString(),
      });
    }
    return {
      productId: prize.id,
      name: prize.name,
      points: prize.points,
      balance,
      stock: stockOf(prize.id),
      ...(address ? { addressId: address.id } : {}),
    };
  }),
  route('post', AP.addresses, ({ request }) => {
    const account = requireAccount(request);
    return products()
      .addresses.filter((a) => a.memberId === account.memberId)
      .map(({ memberId: _m, ...a }) => a);
  }),
  route('post', AP.addressSave, async ({ request, body }) => {
    const account = requireAccount(request);
    const form = await body<{ name?: string; phone?: string; region?: string; detail?: string }>();
    if (!form.name?.trim() || !form.region?.trim() || !form.detail?.trim())
      throw new SimulatedError(40_049, '请填写完整的收货地址');
    if (!isMainlandMobile(form.phone ?? '')) throw new SimulatedError(40_051, '请输入正确的手机号');
    const address = {
      id: nextId('ADR'),
      memberId: account.memberId,
      name: form.name.trim(),
      phone: form.phone ?? '',
      region: form.region.trim(),
      detail: form.detail.trim(),
    };
    products().addresses.push(address);
    const { memberId: _m, ...view } = address;
    return view;
  }),
  ...[AP.freePay, AP.continueAlipay].map((path) =>
    route('post', path, async ({ body }) => ({
      payUrl: `/pay/newindex?vip-om=${(await body<{ orderId?: string }>()).orderId ?? ''}`,
    })),
  ),
  route('post', AP.specificUserCoupon, ({ request }) => {
    const coupon = requireAccount(request).coupons.find((c) => c.templateId === 'CP-NEW-20');
    return coupon ? { received: true, amount: coupon.amount, couponId: coupon.id } : { received: false };
  }),
  route('post', AP.stayCoupon, ({ request }) => {
    const account = accountOf(request);
    const coupon = account?.coupons.find((c) => c.templateId.startsWith('AC-') && c.state === 'unused');
    return coupon ? { received: true, amount: coupon.amount, couponId: coupon.id } : { received: false };
  }),
  // An activity by key, or an invitation code: a logged-in invitee other than the inviter is counted once.
  route('get', pathPattern(AP.byHash, 'hash'), ({ request, params }) => {
    const hash = String(params.hash);
    const account = accountOf(request);
    const state = products();
    if (/^RM/.test(hash)) {
      const inviter = [...simulationState().accounts.values()].find((a) => inviteCodeOf(a) === hash);
      const accepted = [...state.invitations.values()].some((ids) => account && ids.includes(account.memberId));
      if (inviter && account && inviter.memberId !== account.memberId && !accepted) {
        state.invitations.set(hash, [...(state.invitations.get(hash) ?? []), account.memberId]);
        addPoints(inviter.memberId, INVITE_POINTS, '邀请好友奖励');
        addPoints(account.memberId, INVITE_POINTS, '接受邀请奖励');
      }
    }
    const key = activityKeyOf(/^RM/.test(hash) ? 'readingmonth' : hash);
    return activityConfigOf(key, simulationState().now(), (id) =>
      Boolean(account && state.claimedCoupons.has(`${account.memberId}|${id}`)),
    );
  }),
];
