/** Activity paths (doc 001 §7 "Activities"); the spec shows names only, /activity/* is decided here. */
const a = (name: string) => `/activity/${name}`;

export const ACTIVITY_PATHS = {
  shareCode: a('shareCode'),
  inviteGenerate: (activityId: string) => a(`invite/generate/${encodeURIComponent(activityId)}`),
  inviteCount: (activityId: string) => a(`invite/count/${encodeURIComponent(activityId)}`),
  questionExtract: a('question/extract'),
  questionAnswer: a('question/answer'),
  settlement: a('settlement'),
  points: a('points'),
  exchange: a('exchange'),
  productList: a('productList'),
  addresses: a('addresses'),
  /** Saves a delivery address for physical prizes (decided here; the spec names `addresses` only). */
  addressSave: a('addresses/save'),
  /** Claims one of an activity's coupons, once per account (decided here). */
  couponReceive: a('coupon/receive'),
  config: a('config'),
  freePay: a('alipay/freePay'),
  continueAlipay: a('alipay/continueAlipay'),
  byHash: (hash: string) => a(encodeURIComponent(hash)),
  specificUserCoupon: '/welfare/specific-user-coupon',
  stayCoupon: '/welfare/stay-coupon',
} as const;
