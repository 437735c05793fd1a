import { NEW_USER_COUPON } from '../data/commerce';

/** The wallet's records: coupons, orders and the bills of the balance (session/money.ts keeps the rules). */

export type Coupon = {
  id: string;
  templateId: string;
  name: string;
  amount: number;
  threshold: number;
  state: 'unused' | 'used' | 'expired';
  expireAt: string;
  /** The kind of order it is for (its busCode); absent: any order. */
  busCode?: string;
};
type OrderState = 'unpaid' | 'paid' | 'cancelled';
export type Order = {
  id: string;
  memberId: string;
  name: string;
  commodityId: string;
  busCode: string;
  ids: string[];
  types: number[];
  amount: number;
  state: OrderState;
  createdAt: number;
  paidAt: number | null;
  payMethod: 'balance' | 'alipay' | 'zero' | null;
  couponId: string | null;
};
export type Bill = {
  id: string;
  memberId: string;
  kind: 'pay' | 'recharge' | 'migration';
  amount: number;
  balanceAfter: number;
  orderId: string | null;
  createdAt: number;
  note: string;
};

/** The new-user coupon of doc 000 §9 as a new account holds it: 20 yuan, no threshold. */
export function newUserCoupon(now: number): Coupon {
  return {
    id: 'CP-1',
    templateId: NEW_USER_COUPON.id,
    name: NEW_USER_COUPON.name,
    amount: NEW_USER_COUPON.amount,
    threshold: NEW_USER_COUPON.threshold,
    busCode: NEW_USER_COUPON.busCode,
    state: 'unused',
    expireAt: new Date(now + NEW_USER_COUPON.validDays * 86_400_000).toISOString(),
  };
}
