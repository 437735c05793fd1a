import { definePost, getJson, type CallOptions } from '../core';
import { ACTIVITY_PATHS as P } from './paths';
import type {
  ActivityAddress,
  ActivityAddressInput,
  ActivityConfig,
  CouponReceivePayload,
  CouponReceived,
  ExchangeResult,
  ActivityProduct,
  ActivityQuery,
  CouponOffer,
  ExchangePayload,
  InviteCount,
  PointsBalance,
  QuizAnswerPayload,
  QuizAnswerResult,
  QuizQuestion,
  Settlement,
  ShareCode,
} from './types';

export const getShareCode = definePost<ActivityQuery, ShareCode>(P.shareCode);
export const getInviteCount = (activityId: string, options?: CallOptions) =>
  getJson<InviteCount>(P.inviteCount(activityId), {}, options);
export const extractQuestions = definePost<ActivityQuery, QuizQuestion[]>(P.questionExtract);
export const answerQuestions = definePost<QuizAnswerPayload, QuizAnswerResult>(P.questionAnswer);
export const getSettlement = definePost<ActivityQuery, Settlement>(P.settlement);
export const getPoints = definePost<ActivityQuery, PointsBalance>(P.points);
export const exchangeProduct = definePost<ExchangePayload, ExchangeResult>(P.exchange);
export const getActivityProductList = definePost<ActivityQuery, ActivityProduct[]>(P.productList);
export const getActivityAddresses = definePost<Record<string, never>, ActivityAddress[]>(P.addresses);
export const saveActivityAddress = definePost<ActivityAddressInput, ActivityAddress>(P.addressSave);
export const receiveActivityCoupon = definePost<CouponReceivePayload, CouponReceived>(P.couponReceive);
export const getActivityConfig = definePost<ActivityQuery, ActivityConfig>(P.config);
/** Activity landing data by share hash (GET /activity/{hash}). */
export const getActivityByHash = (hash: string, options?: CallOptions) =>
  getJson<ActivityConfig>(P.byHash(hash), {}, options);
/** The new-user coupon check (已获得20元无门槛充值优惠券 dialog); silent, it only decides a dialog. */
export const getSpecificUserCoupon = definePost<Record<string, never>, CouponOffer>(P.specificUserCoupon, {
  silent: true,
});
