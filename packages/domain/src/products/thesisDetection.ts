/**
 * Thesis (paper) similarity detection — doc 000 §1, doc 001 §7 "Order checking". The spec names the calls only;
 * versions, prices, file rules and order states are the project's decisions (docs/decisions/products.md), kept
 * here once so the simulation, the pages and the ui agree.
 */

export type CheckVersionId = 'basic' | 'standard' | 'professional';
export type CheckVersion = {
  id: CheckVersionId;
  name: string;
  /** Yuan per started thousand characters. */
  pricePerThousand: number;
  /** Longest paper the version accepts, in characters. */
  maxChars: number;
  /** What the version compares against. */
  scope: string;
};

export const checkVersions: readonly CheckVersion[] = [
  { id: 'basic', name: '初稿版', pricePerThousand: 1, maxChars: 50_000, scope: '期刊、学位、会议论文库' },
  {
    id: 'standard',
    name: '定稿版',
    pricePerThousand: 2,
    maxChars: 150_000,
    scope: '期刊、学位、会议、报纸、专利库及互联网资源',
  },
  {
    id: 'professional',
    name: '职称版',
    pricePerThousand: 3,
    maxChars: 300_000,
    scope: '全部文献库、互联网资源及自建比对库',
  },
];

export function checkVersionOf(id: string | null | undefined): CheckVersion | undefined {
  return checkVersions.find((v) => v.id === id);
}

/** The characters a check counts: everything but whitespace (Chinese papers are priced by characters). */
export function countCheckChars(text: string): number {
  return [...text.replace(/\s+/gu, '')].length;
}

/** Price in yuan: every started thousand characters at the version's rate; at least one thousand. */
export function checkPrice(version: CheckVersion, chars: number): number {
  return Math.max(1, Math.ceil(Math.max(chars, 0) / 1000)) * version.pricePerThousand;
}

/** Papers the check accepts: Word, PDF and plain text, at most 15 MB (doc and docx are read as text). */
export const checkFileTypes = ['doc', 'docx', 'pdf', 'txt'] as const;
export const maxCheckFileBytes = 15 * 1024 * 1024;

export type CheckFileProblem = 'type' | 'size' | 'empty';

export function checkFileProblem(file: { name: string; size: number }): CheckFileProblem | null {
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(checkFileTypes as readonly string[]).includes(ext)) return 'type';
  if (file.size <= 0) return 'empty';
  return file.size > maxCheckFileBytes ? 'size' : null;
}

/**
 * A coupon as the wallet lists it. `busCode` is the kind of order it is for (the order's busCode: RECHARGE for a
 * recharge coupon such as the new-user one, doc 001 §4 已获得20元无门槛充值优惠券); absent, any order.
 */
export type CouponLike = {
  id: string;
  amount: number;
  threshold: number;
  used: boolean;
  expireAt: string;
  busCode?: string | null;
};

/**
 * Business codes of the orders (doc 000 §3 "Order payload" busCode; values not shown in the spec, decided here):
 * a document download, a wallet recharge, a membership package, a paper check.
 */
export const orderBusCodes = { download: 'DOWNLOAD', recharge: 'RECHARGE', vip: 'VIP', check: 'CHECK' } as const;

/** What a coupon is for: the order it applies to (its busCode and amount). */
export type CouponOrder = { busCode: string; amount: number };

/** Whether a coupon is for this kind of order: a recharge coupon is offered on recharges only. */
export function couponFitsOrder(coupon: Pick<CouponLike, 'busCode'>, busCode: string): boolean {
  return !coupon.busCode || coupon.busCode === busCode;
}

/**
 * What a coupon takes off the order at `now`: 0 when used, expired, below its threshold or for another kind of
 * order; never more than the amount.
 */
export function couponDiscount(coupon: CouponLike, order: CouponOrder, now: number): number {
  const price = order.amount;
  if (coupon.used || Date.parse(coupon.expireAt) <= now || price < coupon.threshold) return 0;
  if (!couponFitsOrder(coupon, order.busCode)) return 0;
  return Math.min(coupon.amount, price);
}

/** Coupons that apply to the order, the largest saving first. */
export function usableCoupons<C extends CouponLike>(coupons: readonly C[], order: CouponOrder, now: number): C[] {
  return coupons
    .filter((c) => couponDiscount(c, order, now) > 0)
    .sort((a, b) => couponDiscount(b, order, now) - couponDiscount(a, order, now));
}

/** Amount due after a coupon, rounded to fen. */
export function amountDue(price: number, discount: number): number {
  return Math.round(Math.max(price - discount, 0) * 100) / 100;
}

/** Check-order states (values not shown in the spec; decided here). */
export const checkOrderStates = {
  unpaid: { state: 0, stateName: '待支付' },
  queued: { state: 1, stateName: '排队中' },
  checking: { state: 2, stateName: '检测中' },
  done: { state: 3, stateName: '检测完成' },
  cancelled: { state: 4, stateName: '已取消' },
} as const;
export type CheckOrderStateKey = keyof typeof checkOrderStates;

/** How long a paid order waits in the queue and then is checked (server time). */
export const checkTimings = { queueMs: 4_000, checkMs: 12_000 } as const;

/**
 * The state a paid order has reached at `now`: queued, then checking with a progress that grows with time,
 * then done. Pure so the simulation and its tests advance orders by the server clock alone.
 */
export function checkOrderProgress(
  paidAt: number,
  now: number,
  timings: { queueMs: number; checkMs: number } = checkTimings,
): { key: CheckOrderStateKey; progress: number } {
  const elapsed = now - paidAt;
  if (elapsed < timings.queueMs) return { key: 'queued', progress: 0 };
  const checked = elapsed - timings.queueMs;
  if (checked >= timings.checkMs) return { key: 'done', progress: 100 };
  return { key: 'checking', progress: Math.min(99, Math.max(1, Math.floor((checked / timings.checkMs) * 100))) };
}
