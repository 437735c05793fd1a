import type { RequestHandler } from 'msw';
import { ACTIVITY_PATHS as AP } from '@wenxian/api';
import { activityConfigOf, activityKeyOf, activityRecords } from '../../data/activities';
import { SimulatedError } from '../../errors';
import { accountOf, requireAccount } from '../../session/auth';
import { nextId, simulationState } from '../../session/state';
import { route } from '../route';
import { products, requireRunning } from './productSession';

/** An activity's page and its coupons: the config, claiming a coupon once, the welfare coupons, paying. */
export const activityCouponHandlers: RequestHandler[] = [
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
];
