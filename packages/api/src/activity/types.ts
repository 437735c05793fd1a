/** Activity types: the spec names the calls only (doc 001 §7 "Activities"). // shape decided here (whole file) */
export type ActivityQuery = { activityId: string };
export type ShareCode = { code: string; url: string };
export type InviteCount = { invited: number; rewarded: number };
/** An invitee opening an invitation (GET /activity/{hash} with the invite code) is counted once. */
export type QuizQuestion = { id: string; text: string; options: { key: string; text: string }[] };
/** One checked answer of a quiz: what was chosen and what was right. */
export type QuizAnswerCheck = {
  questionId: string;
  text: string;
  chosen: string;
  correctKey: string;
  correct: boolean;
};
export type QuizAnswerPayload = ActivityQuery & { answers: { questionId: string; key: string }[] };
export type QuizAnswerResult = {
  correct: number;
  total: number;
  points: number;
  checks: QuizAnswerCheck[];
  balance: number;
};
export type Settlement = {
  points: number;
  correct: number;
  total: number;
  rank?: number;
  checks: QuizAnswerCheck[];
  answeredAt: string | null;
  attemptsLeft: number;
};
export type PointsBalance = { points: number; history: { time: string; change: number; reason: string }[] };
export type ActivityProduct = {
  id: string;
  name: string;
  points: number;
  stock: number;
  image?: string;
  physical: boolean;
  description: string;
};
export type ExchangePayload = ActivityQuery & { productId: string; addressId?: string };
export type ActivityAddress = { id: string; name: string; phone: string; region: string; detail: string };
export type ActivityAddressInput = Omit<ActivityAddress, 'id'>;
export type ExchangeResult = {
  productId: string;
  name: string;
  points: number;
  balance: number;
  stock: number;
  addressId?: string;
};
/** An activity coupon: claimable once per account while the activity runs. */
export type ActivityCoupon = { id: string; name: string; amount: number; threshold: number; received: boolean };
export type ActivityConfig = {
  activityId: string;
  title: string;
  subtitle?: string;
  start: string;
  end: string;
  rules: string[];
  coupons?: ActivityCoupon[];
  offers?: { name: string; price: number; originalPrice: number; link: string }[];
};
export type CouponReceivePayload = ActivityQuery & { couponId: string };
export type CouponReceived = { couponId: string; name: string; amount: number };
export type CouponOffer = { received: boolean; amount?: number; couponId?: string };
