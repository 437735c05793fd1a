import type { RequestHandler } from 'msw';
import { isMainlandMobile } from '@wenxian/domain';
import { ACTIVITY_PATHS as AP } from '@wenxian/api';
import { activityKeyOf, activityPrizes } from '../../data/activities';
import { SimulatedError } from '../../errors';
import { requireAccount } from '../../session/auth';
import { addMembershipMonths } from '../../session/money';
import { nextId, simulationState } from '../../session/state';
import { isoOf } from '../../session/calendar';
import { route } from '../route';
import { addPoints, pointsOf, products, requireRunning, stockOf } from './productSession';

/** Points and what they buy: the points history, the prizes and their stock, the exchange, delivery addresses. */
export const activityPrizeHandlers: RequestHandler[] = [
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
      // 月度会员体验卡: a month of personal membership, added like a bought one.
      addMembershipMonths(account, 1);
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
];
