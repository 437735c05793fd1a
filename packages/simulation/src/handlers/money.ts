import type { RequestHandler } from 'msw';
import {
  MONEY_PATHS as P,
  type Bill as BillView,
  type Coupon as CouponView,
  type Order as OrderView,
} from '@wenxian/api';
import { SimulatedError } from '../errors';
import { requireAccount } from '../session/auth';
import {
  cancelOrder,
  createOrder,
  migrateOldAssets,
  orderOf,
  payWithAlipay,
  payWithBalance,
  payZero,
  type OrderPayload,
} from '../session/money';
import { simulationState } from '../session/state';
import type { Account } from '../session/accountRecords';
import { isoOf } from '../session/calendar';
import type { Bill, Coupon, Order } from '../session/moneyRecords';
import { conversionsOf, conversionView } from '../session/pdfConversions';
import { corpus } from './corpusAndSearchEngine';
import { pageOf } from './answerShapes';
import { route } from './route';

/** Order states as numbers (not shown in the spec; decided here): 0 待支付, 1 已支付, 2 已取消. */
const orderStates = {
  unpaid: { state: 0, stateName: '待支付' },
  paid: { state: 1, stateName: '已支付' },
  cancelled: { state: 2, stateName: '已取消' },
} as const;

function toOrderView(order: Order): OrderView {
  return {
    id: order.id,
    name: order.name,
    busCode: order.busCode,
    amount: order.amount,
    ...orderStates[order.state],
    createdAt: isoOf(order.createdAt),
    ...(order.paidAt ? { paidAt: isoOf(order.paidAt) } : {}),
  };
}
const toCouponView = (c: Coupon): CouponView => ({
  id: c.id,
  name: c.name,
  amount: c.amount,
  threshold: c.threshold,
  expireAt: c.expireAt,
  used: c.state === 'used',
  ...(c.busCode ? { busCode: c.busCode } : {}),
});
const toBillView = (b: Bill): BillView => ({
  id: b.id,
  amount: b.amount,
  kind: b.kind === 'migration' ? 'recharge' : b.kind,
  description: b.note,
  time: isoOf(b.createdAt),
});
const wallet = (a: Account) => ({ memberId: a.memberId, balance: a.balance, frozen: 0 });
const orderStateOf = (order: Order) => ({
  orderId: order.id,
  state: orderStates[order.state].state,
  paid: order.state === 'paid',
});

/** Money (doc 001 §7 "Money"): wallet, coupons, orders and payments, migration of old assets. */
export const moneyHandlers: RequestHandler[] = [
  route('post', P.getCouponBymemberId, async ({ request, body }) =>
    pageOf(requireAccount(request).coupons.map(toCouponView), await body()),
  ),
  route('post', P.getWalletBymemberId, ({ request }) => wallet(requireAccount(request))),
  route('post', P.getOldSystemAccount, ({ request }) => requireAccount(request).oldAssets ?? {}),
  route('post', P.migrationCheck, ({ request }) => {
    const account = requireAccount(request);
    const data = account.oldAssets ?? {};
    return { ...data, needMigrate: account.isOldSystem && !account.isMigrate };
  }),
  ...[P.migrate, P.changeBal].map((path) =>
    route('post', path, ({ request }) => {
      const account = requireAccount(request);
      if (!account.isOldSystem) throw new SimulatedError(40_005, '没有可迁移的旧站资产');
      migrateOldAssets(account);
      return path === P.changeBal ? wallet(account) : true;
    }),
  ),
  route('post', P.getOrderList, async ({ request, body }) => {
    const account = requireAccount(request);
    const query = await body<{ state?: number }>();
    const orders = [...simulationState().orders.values()]
      .filter(
        (o) =>
          o.memberId === account.memberId &&
          (query.state === undefined || orderStates[o.state].state === Number(query.state)),
      )
      .sort((a, b) => b.createdAt - a.createdAt);
    return pageOf(orders.map(toOrderView), query);
  }),
  ...[P.setOrder, P.associateVipSetOrder].map((path) =>
    route('post', path, async ({ request, body }) => {
      const account = requireAccount(request);
      const payload = await body<OrderPayload & { commodityId: string | number }>();
      return toOrderView(
        createOrder(await corpus(), account, {
          ...payload,
          commodityId: String(payload.commodityId),
          types: (payload.types ?? []).map(Number),
        }),
      );
    }),
  ),
  route('post', P.getOrderbyId, async ({ request, body }) =>
    toOrderView(orderOf(requireAccount(request), (await body<{ orderId?: string }>()).orderId ?? '')),
  ),
  route('post', P.getCancelOrderbyId, async ({ request, body }) =>
    toOrderView(cancelOrder(requireAccount(request), (await body<{ orderId?: string }>()).orderId ?? '')),
  ),
  route('post', P.removeOrder, async ({ request, body }) => {
    const order = orderOf(requireAccount(request), (await body<{ orderId?: string }>()).orderId ?? '');
    return simulationState().orders.delete(order.id);
  }),
  ...[P.getOrderStateById, P.checkOrder].map((path) =>
    route('post', path, async ({ request, body }) =>
      orderStateOf(orderOf(requireAccount(request), (await body<{ orderId?: string }>()).orderId ?? '')),
    ),
  ),
  // The user's PDF → Word conversions with their progress (session/pdfConversions.ts).
  route('post', P.getUserTranslateFileList, async ({ request, body }) =>
    pageOf(conversionsOf(requireAccount(request)).map(conversionView), await body()),
  ),
  route('post', P.getBillList, async ({ request, body }) => {
    const account = requireAccount(request);
    return pageOf(
      simulationState()
        .bills.filter((b) => b.memberId === account.memberId)
        .map(toBillView),
      await body(),
    );
  }),
  route('post', P.balancePay, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<{ orderId?: string; couponId?: string }>();
    const order = payWithBalance(account, payload.orderId ?? '', payload.couponId);
    return { orderId: order.id, paid: order.state === 'paid', balance: account.balance };
  }),
  route('post', P.zeroPay, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<{ orderId?: string; couponId?: string }>();
    const order = payZero(account, payload.orderId ?? '', payload.couponId);
    return { orderId: order.id, paid: order.state === 'paid', balance: account.balance };
  }),
  route('post', P.alipay, async ({ request, body }) => {
    const payload = await body<{ orderId?: string; couponId?: string }>();
    return { payUrl: payWithAlipay(requireAccount(request), payload.orderId ?? '', payload.couponId).payUrl };
  }),
];
