import type { LiteratureTypeCode } from '@wenxian/domain';
import type { Page, PageQuery } from '../shared/types';

/** A coupon (new-user coupon: 20 yuan, no threshold). // shape decided here */
export type Coupon = {
  id: string;
  name: string;
  amount: number;
  threshold: number;
  expireAt: string;
  used: boolean;
  /** The kind of order it is for (the order's busCode, e.g. RECHARGE); absent: any order. // decided here */
  busCode?: string;
};
/** Wallet of a member (virtual coins). // shape decided here */
export type Wallet = { memberId: string; balance: number; frozen?: number };
/** Old-site account data: migration (doc 001 §3 "Migration data"). */
export type MigrationData = { BalanceMoney?: number; journalCount?: number; literatureCount?: number };

/** Order payload (doc 001 §3). */
export type OrderPayload = {
  name: string;
  commodityId: string | number;
  busCode: string;
  ids?: string[];
  types?: LiteratureTypeCode[] | number[];
  pdfPath?: string;
  orderLang?: string;
  aiWords?: number;
  sourceWord?: string;
  /** A recharge's amount in yuan (busCode RECHARGE): the order carries it. // decided here */
  amount?: number;
};
/** An order; states are not shown in the spec. // shape decided here */
export type Order = {
  id: string;
  name: string;
  busCode: string;
  amount: number;
  state: number;
  stateName?: string;
  createdAt: string;
  paidAt?: string;
};
export type OrderIdQuery = { orderId: string };
export type OrderListQuery = PageQuery & { state?: number };
export type OrderState = { orderId: string; state: number; paid: boolean };
export type TranslateFile = {
  id: string;
  fileName: string;
  state: number;
  url?: string;
  createdAt: string;
  /** PDF → Word conversions (decided here): percent done, pages, price, the order's pdfPath and order id. */
  progress?: number;
  pageCount?: number;
  amount?: number;
  pdfPath?: string;
  orderId?: string;
};
export type Bill = {
  id: string;
  amount: number;
  kind: 'recharge' | 'pay' | 'refund';
  description: string;
  time: string;
};
export type PayPayload = { orderId: string; couponId?: string };
/** Alipay answer: the page to open. // shape decided here */
export type AlipayPage = { payUrl: string };
export type PayResult = { orderId: string; paid: boolean; balance?: number };

export type { Page };
