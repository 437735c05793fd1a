import { couponFitsOrder, membershipEndAfterPurchase, pdfToWordCommodity } from '@wenxian/domain';
import type { Dataset } from '../data/dataset';
import { commodities, vipPackages } from '../data/commerce';
import { SimulatedError } from '../errors';
import { orderConversion, startConversion } from './pdfConversions';
import { nextId, simulationState } from './state';
import type { Account } from './accountRecords';
import { dayOf, monthOf } from './calendar';
import type { Bill, Order } from './moneyRecords';

/** Balance too low for a balance payment (not shown in the spec; decided here). */
const INSUFFICIENT_BALANCE_CODE = 40_002;
/** Unknown order or an order of someone else. */
const ORDER_NOT_FOUND_CODE = 404;

export type OrderPayload = {
  name?: string;
  commodityId: string;
  busCode?: string;
  ids?: readonly string[];
  types?: readonly number[];
  pdfPath?: string;
  amount?: number;
};

function priceOf(dataset: Dataset, payload: OrderPayload): number {
  if (payload.ids && payload.ids.length > 0 && (payload.busCode ?? 'DOWNLOAD') === 'DOWNLOAD') {
    return payload.ids.reduce((sum, id) => sum + (dataset.literatureById.get(id)?.price ?? 0), 0);
  }
  // Recharge: the amount is chosen by the user (one coin per yuan).
  if (payload.busCode === 'RECHARGE') return Math.max(Number(payload.amount ?? 0), 0);
  return commodities.find((c) => c.id === payload.commodityId)?.price ?? 0;
}

/** The same items in any order: one key for an order's literature ids. */
const itemsKey = (ids: readonly string[]) => [...ids].sort().join(',');

export function createOrder(dataset: Dataset, account: Account, payload: OrderPayload): Order {
  const current = simulationState();
  const commodity = commodities.find((c) => c.id === payload.commodityId);
  // Buying the same items again while their order waits for payment answers that order, not a second one:
  // two unpaid orders of one item would let the item be paid for twice (docs/decisions/simulation.md).
  const busCode = payload.busCode ?? commodity?.busCode ?? 'DOWNLOAD';
  if (busCode === 'DOWNLOAD' && payload.ids && payload.ids.length > 0) {
    const key = itemsKey(payload.ids);
    const waiting = [...current.orders.values()].find(
      (o) =>
        o.memberId === account.memberId && o.state === 'unpaid' && o.busCode === busCode && itemsKey(o.ids) === key,
    );
    if (waiting) return waiting;
  }
  const order: Order = {
    id: nextId('OD'),
    memberId: account.memberId,
    name: payload.name ?? commodity?.name ?? payload.commodityId,
    commodityId: payload.commodityId,
    busCode,
    ids: [...(payload.ids ?? [])],
    types: [...(payload.types ?? [])],
    amount: priceOf(dataset, payload),
    state: 'unpaid',
    createdAt: current.now(),
    paidAt: null,
    payMethod: null,
    couponId: null,
  };
  // A PDF → Word conversion is priced by the pages of the uploaded PDF it names (docs/decisions/documents.md).
  if (order.busCode === pdfToWordCommodity.busCode) order.amount = orderConversion(account, payload.pdfPath, order.id);
  current.orders.set(order.id, order);
  return order;
}

export function orderOf(account: Account, orderId: string): Order {
  const order = simulationState().orders.get(orderId);
  if (!order || order.memberId !== account.memberId) throw new SimulatedError(ORDER_NOT_FOUND_CODE, '订单不存在');
  return order;
}

function addBill(account: Account, bill: Omit<Bill, 'id' | 'memberId' | 'createdAt' | 'balanceAfter'>): void {
  const current = simulationState();
  current.bills.unshift({
    ...bill,
    id: nextId('BL'),
    memberId: account.memberId,
    createdAt: current.now(),
    balanceAfter: account.balance,
  });
}

/** What paying delivers: the items, the coins, or the membership. */
function fulfil(account: Account, order: Order): void {
  if (order.busCode === 'RECHARGE') account.balance = round(account.balance + order.amount);
  for (const id of order.ids) account.purchased.add(id);
  const vip = vipPackages.find((p) => p.commodityId === order.commodityId);
  if (vip?.vipType === 'USER') {
    addMembershipMonths(account, vip.months);
    account.personalQuota = vip.monthlyDownloads;
    account.personalUsed = 0;
  }
  if (vip?.vipType === 'TEAM') joinBoughtTeam(account, vip.monthlyDownloads);
  if (order.busCode === pdfToWordCommodity.busCode) startConversion(order);
}

/**
 * Adds months to the account's personal membership: from its stored end while it runs, else from today
 * (membershipEndAfterPurchase, domain). The member centre shows the same stored end.
 */
export function addMembershipMonths(account: Account, months: number): void {
  const today = dayOf(simulationState().now());
  account.vipEndDay = membershipEndAfterPurchase(today, account.vipEndDay ?? null, months);
}

/**
 * A team package makes the buyer a team member: a buyer outside any team founds one (as its originator,
 * with a fresh invite code); a buyer already in a team raises that team's monthly quota to the package's.
 */
function joinBoughtTeam(account: Account, monthlyDownloads: number): void {
  const current = simulationState();
  const existing = account.teamId ? current.teams.get(account.teamId) : undefined;
  if (existing) {
    existing.quotaTotal = Math.max(existing.quotaTotal, monthlyDownloads);
    return;
  }
  const id = nextId('TEAM-');
  current.teams.set(id, {
    id,
    name: `${account.realName}的团队`,
    originatorId: account.userId,
    memberIds: [account.userId],
    nicknames: {},
    downloadLimits: {},
    quotaTotal: monthlyDownloads,
    quotaUsed: 0,
    quotaMonth: monthOf(current.now()),
    inviteCode: inviteCodeOf(id),
  });
  account.teamId = id;
}

/** A six-character invite code from a team id (letters and digits, upper case). */
export function inviteCodeOf(seed: string): string {
  let hash = 7;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) % 2_176_782_336;
  return `WX${hash.toString(36).toUpperCase().padStart(4, '0').slice(-4)}`;
}

function couponDiscount(account: Account, order: Order, couponId: string | undefined): number {
  if (!couponId) return 0;
  const coupon = account.coupons.find((c) => c.id === couponId && c.state === 'unused');
  if (!coupon || order.amount < coupon.threshold || !couponFitsOrder(coupon, order.busCode))
    throw new SimulatedError(40_003, '优惠券不可用');
  return Math.min(coupon.amount, order.amount);
}

function markPaid(account: Account, order: Order, method: Order['payMethod'], couponId: string | undefined): void {
  order.state = 'paid';
  order.paidAt = simulationState().now();
  order.payMethod = method;
  if (couponId) {
    order.couponId = couponId;
    const coupon = account.coupons.find((c) => c.id === couponId);
    if (coupon) coupon.state = 'used';
  }
  fulfil(account, order);
}

/** Pays from the wallet (/pay/balance/balancepay). A recharge cannot be paid with coins. */
export function payWithBalance(account: Account, orderId: string, couponId?: string): Order {
  const order = orderOf(account, orderId);
  if (order.state === 'paid') return order;
  if (order.busCode === 'RECHARGE') throw new SimulatedError(40_004, '充值订单不能使用余额支付');
  const due = round(order.amount - couponDiscount(account, order, couponId));
  if (account.balance < due) throw new SimulatedError(INSUFFICIENT_BALANCE_CODE, '余额不足，请充值');
  account.balance = round(account.balance - due);
  markPaid(account, order, 'balance', couponId);
  addBill(account, { kind: 'pay', amount: -due, orderId: order.id, note: order.name });
  return order;
}

/** Zero-amount payment (/pay/balance/zeroPay): allowed when a coupon covers the whole order. */
export function payZero(account: Account, orderId: string, couponId?: string): Order {
  const order = orderOf(account, orderId);
  if (order.state === 'paid') return order;
  if (round(order.amount - couponDiscount(account, order, couponId)) > 0)
    throw new SimulatedError(INSUFFICIENT_BALANCE_CODE, '订单金额不为0');
  markPaid(account, order, 'zero', couponId);
  addBill(account, {
    kind: order.busCode === 'RECHARGE' ? 'recharge' : 'pay',
    amount: 0,
    orderId: order.id,
    note: order.name,
  });
  return order;
}

/** Alipay: the simulation's cashier page pays at once; checkOrder then reports it paid. */
export function payWithAlipay(account: Account, orderId: string, couponId?: string): { order: Order; payUrl: string } {
  const order = orderOf(account, orderId);
  if (order.state !== 'paid') {
    const due = round(order.amount - couponDiscount(account, order, couponId));
    markPaid(account, order, 'alipay', couponId);
    addBill(account, {
      kind: order.busCode === 'RECHARGE' ? 'recharge' : 'pay',
      amount: order.busCode === 'RECHARGE' ? order.amount : -due,
      orderId: order.id,
      note: order.name,
    });
  }
  return { order, payUrl: `/pay/newindex?vip-om=${order.id}` };
}

export function cancelOrder(account: Account, orderId: string): Order {
  const order = orderOf(account, orderId);
  if (order.state === 'unpaid') order.state = 'cancelled';
  return order;
}

/**
 * Migration of old-site assets (doc 000 §1, doc 001 §4): the old coins move into the wallet and the old
 * balance becomes 0; the other data is kept and now shows on the new site: the old journal favourites join
 * 期刊收藏 (counts unchanged). A second migration moves nothing more.
 */
export function migrateOldAssets(account: Account): Account['oldAssets'] {
  if (!account.oldAssets) return null;
  if (account.isMigrate) return account.oldAssets;
  for (const journalId of account.oldJournalIds) account.collections.add(journalId);
  const moved = account.oldAssets.BalanceMoney;
  account.balance = round(account.balance + moved);
  account.oldAssets = { ...account.oldAssets, BalanceMoney: 0 };
  account.isMigrate = true;
  addBill(account, { kind: 'migration', amount: moved, orderId: null, note: '旧站阅读币迁移' });
  return account.oldAssets;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
