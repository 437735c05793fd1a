/** Activity types: the spec names the calls only (doc 001 §7 "Activities"). // shape decided here (whole file) */
export type ActivityQuery = { activityId: string };
export type ShareCode = { code: string; url: string };
export type InviteCode = { code: string; url: string };
export type InviteCount = { invited: number; rewarded: number };
export type QuizQuestion = { id: string; text: string; options: { key: string; text: string }[] };
export type QuizAnswerPayload = ActivityQuery & { answers: { questionId: string; key: string }[] };
export type QuizAnswerResult = { correct: number; total: number; points: number };
export type Settlement = { points: number; correct: number; total: number; rank?: number };
export type PointsBalance = { points: number; history: { time: string; change: number; reason: string }[] };
export type ActivityProduct = { id: string; name: string; points: number; stock: number; image?: string };
export type ExchangePayload = ActivityQuery & { productId: string; addressId?: string };
export type ActivityAddress = { id: string; name: string; phone: string; region: string; detail: string };
export type ActivityConfig = { activityId: string; title: string; start: string; end: string; rules: string[] };
export type AlipayPayload = { orderId: string; returnUrl?: string };
/** An Alipay form or URL to open. */
export type AlipayAnswer = { payUrl: string };
export type CouponOffer = { received: boolean; amount?: number; couponId?: string };
