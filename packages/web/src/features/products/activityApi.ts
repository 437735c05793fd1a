import {
  answerQuestions,
  exchangeProduct,
  extractQuestions,
  getActivityAddresses,
  getActivityByHash,
  getActivityConfig,
  getActivityProductList,
  getInviteCount,
  getPoints,
  getSettlement,
  getShareCode,
  receiveActivityCoupon,
  saveActivityAddress,
  type ActivityAddress,
  type ActivityAddressInput,
  type ActivityConfig,
  type ActivityProduct,
  type CouponReceived,
  type ExchangePayload,
  type ExchangeResult,
  type InviteCount,
  type PointsBalance,
  type QuizAnswerPayload,
  type QuizAnswerResult,
  type QuizQuestion,
  type Settlement,
  type ShareCode,
} from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/**
 * Activities (doc 001 §7 "Activities"). Activity data is per user, so it is tagged User (apiSlice has no activity
 * tag; its tag list is the lead's): a claim, an answer or an exchange refreshes points, stock and coupons.
 */
export const activityApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getActivityConfig: build.query<ActivityConfig, string>({
      queryFn: (activityId) => callApi(() => getActivityConfig({ activityId })),
      providesTags: ['User'],
    }),
    receiveActivityCoupon: build.mutation<CouponReceived, { activityId: string; couponId: string }>({
      queryFn: (payload) => callApi(() => receiveActivityCoupon(payload)),
      invalidatesTags: ['User', 'Wallet'],
    }),
    drawQuestions: build.mutation<QuizQuestion[], string>({
      queryFn: (activityId) => callApi(() => extractQuestions({ activityId })),
    }),
    answerQuestions: build.mutation<QuizAnswerResult, QuizAnswerPayload>({
      queryFn: (payload) => callApi(() => answerQuestions(payload)),
      invalidatesTags: ['User'],
    }),
    getSettlement: build.query<Settlement, string>({
      queryFn: (activityId) => callApi(() => getSettlement({ activityId })),
      providesTags: ['User'],
    }),
    getPoints: build.query<PointsBalance, string>({
      queryFn: (activityId) => callApi(() => getPoints({ activityId })),
      providesTags: ['User'],
    }),
    getPrizes: build.query<ActivityProduct[], string>({
      queryFn: (activityId) => callApi(() => getActivityProductList({ activityId })),
      providesTags: ['User'],
    }),
    exchangePrize: build.mutation<ExchangeResult, ExchangePayload>({
      queryFn: (payload) => callApi(() => exchangeProduct(payload)),
      invalidatesTags: ['User', 'Wallet'],
    }),
    getAddresses: build.query<ActivityAddress[], void>({
      queryFn: () => callApi(() => getActivityAddresses({})),
      providesTags: ['User'],
    }),
    saveAddress: build.mutation<ActivityAddress, ActivityAddressInput>({
      queryFn: (payload) => callApi(() => saveActivityAddress(payload)),
      invalidatesTags: ['User'],
    }),
    getShareCode: build.query<ShareCode, string>({
      queryFn: (activityId) => callApi(() => getShareCode({ activityId })),
    }),
    getInviteCount: build.query<InviteCount, string>({
      queryFn: (activityId) => callApi(() => getInviteCount(activityId)),
      providesTags: ['User'],
    }),
    /** Opening an invitation as another logged-in user counts it once (server side). */
    acceptInvitation: build.mutation<ActivityConfig, string>({
      queryFn: (code) => callApi(() => getActivityByHash(code)),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useGetActivityConfigQuery,
  useReceiveActivityCouponMutation,
  useDrawQuestionsMutation,
  useAnswerQuestionsMutation,
  useGetSettlementQuery,
  useGetPointsQuery,
  useGetPrizesQuery,
  useExchangePrizeMutation,
  useGetAddressesQuery,
  useSaveAddressMutation,
  useGetShareCodeQuery,
  useGetInviteCountQuery,
  useAcceptInvitationMutation,
} = activityApi;
