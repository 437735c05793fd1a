import {
  alipay,
  balancePay,
  canExitTeam,
  changeTeamMemberSettings,
  changeTeamName,
  changeTeamNickname,
  checkTeamInviteCode,
  exitTeam,
  generateTeamInviteCode,
  getBillList,
  getBrowseRecordList,
  getCancelOrderById,
  getComparisonList,
  getCouponByMemberId,
  getFollowList,
  getNoticeList,
  getOrderById,
  getOrderList,
  getPeriodicalCollectionList,
  getRetrievalRecordList,
  getSavedSearchList,
  getSubscribeList,
  getTeamDetail,
  getTeamMonthlyBenefitUsage,
  getVipCenterInfo,
  getVipDownloadLogPage,
  getVipPackages,
  getWalletByMemberId,
  inviteJoinTeam,
  pushRetrieval,
  removeOrder,
  removeTeamMember,
  setNoticeStatus,
  setOrder,
  transferTeamOriginator,
  unComparison,
  unsubscribe,
  addSavedSearch,
  zeroPay,
  type Bill,
  type BrowseRecord,
  type ComparisonItem,
  type Coupon,
  type DownloadLogEntry,
  type FollowItem,
  type Notice,
  type Order,
  type OrderPayload,
  type Page,
  type PayResult,
  type PeriodicalCollectionItem,
  type RetrievalRecord,
  type SavedSearch,
  type SubscribeItem,
  type TargetRef,
  type TeamBenefitUsage,
  type VipCenterInfo,
  type VipPackage,
  type VipTeam,
  type Wallet,
  showJournal,
  type JournalProfile,
} from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/** One page of a centre list. */
export type PageArg = { pageNum: number; pageSize: number };

/** How an order is paid: from the wallet, at zero with a coupon covering it, or at the (simulated) cashier. */
export type PayMethod = 'balance' | 'zero' | 'alipay';

/**
 * Personal centre, subscriptions, membership and wallet calls (doc 001 §7 "Money", "Membership and team",
 * "Records, follow, subscribe"). Tags: Wallet (wallet, coupons, bills), Orders, Quota (membership centre and
 * team), Subscriptions (follows, comparisons, subscriptions, collections, saved searches, records).
 */
export const centreApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getWallet: build.query<Wallet, { memberId: string }>({
      queryFn: (arg) => callApi(() => getWalletByMemberId(arg)),
      providesTags: ['Wallet'],
    }),
    getCoupons: build.query<Page<Coupon>, PageArg & { memberId: string }>({
      queryFn: (arg) => callApi(() => getCouponByMemberId(arg)),
      providesTags: ['Wallet'],
    }),
    getBills: build.query<Page<Bill>, PageArg>({
      queryFn: (arg) => callApi(() => getBillList(arg)),
      providesTags: ['Wallet'],
    }),
    getOrders: build.query<Page<Order>, PageArg & { state?: number }>({
      queryFn: (arg) => callApi(() => getOrderList(arg)),
      providesTags: ['Orders'],
    }),
    getOrder: build.query<Order, { orderId: string }>({
      queryFn: (arg) => callApi(() => getOrderById(arg)),
      providesTags: ['Orders'],
    }),
    cancelOrder: build.mutation<Order, { orderId: string }>({
      queryFn: (arg) => callApi(() => getCancelOrderById(arg)),
      invalidatesTags: ['Orders'],
    }),
    removeOrder: build.mutation<unknown, { orderId: string }>({
      queryFn: (arg) => callApi(() => removeOrder(arg)),
      invalidatesTags: ['Orders'],
    }),
    createOrder: build.mutation<Order, OrderPayload>({
      queryFn: (arg) => callApi(() => setOrder(arg)),
      invalidatesTags: ['Orders'],
    }),
    /** Pays an order; what it buys (coins, quota, team) changes the user, wallet and membership. */
    payOrder: build.mutation<PayResult | { payUrl: string }, { orderId: string; couponId?: string; method: PayMethod }>(
      {
        queryFn: ({ method, ...payload }) =>
          callApi<PayResult | { payUrl: string }>(() =>
            method === 'balance' ? balancePay(payload) : method === 'zero' ? zeroPay(payload) : alipay(payload),
          ),
        invalidatesTags: ['Orders', 'Wallet', 'Quota', 'User'],
      },
    ),
    getVipPackages: build.query<VipPackage[], { kind?: 'personal' | 'team' }>({
      queryFn: (arg) => callApi(() => getVipPackages(arg)),
    }),
    getVipCenter: build.query<VipCenterInfo, void>({
      queryFn: () => callApi(() => getVipCenterInfo({})),
      providesTags: ['Quota'],
    }),
    getDownloadLog: build.query<Page<DownloadLogEntry>, PageArg & { vipType?: 'USER' | 'team' }>({
      queryFn: (arg) => callApi(() => getVipDownloadLogPage(arg)),
      providesTags: ['Quota'],
    }),
    getTeam: build.query<VipTeam, string>({
      queryFn: (teamId) => callApi(() => getTeamDetail(teamId)),
      providesTags: ['Quota'],
    }),
    getTeamUsage: build.query<TeamBenefitUsage, string>({
      queryFn: (teamId) => callApi(() => getTeamMonthlyBenefitUsage(teamId)),
      providesTags: ['Quota'],
    }),
    canExitTeam: build.query<boolean, string>({
      queryFn: (teamId) => callApi(() => canExitTeam(teamId)),
      providesTags: ['Quota'],
    }),
    generateInviteCode: build.mutation<{ inviteCode: string }, string>({
      queryFn: (teamId) => callApi(() => generateTeamInviteCode(teamId)),
      invalidatesTags: ['Quota'],
    }),
    checkInviteCode: build.mutation<{ teamId: string; teamName: string }, { inviteCode: string }>({
      queryFn: (arg) => callApi(() => checkTeamInviteCode(arg)),
    }),
    joinTeam: build.mutation<VipTeam, { inviteCode: string; nickname: string }>({
      queryFn: (arg) => callApi(() => inviteJoinTeam(arg)),
      invalidatesTags: ['Quota', 'User'],
    }),
    transferOriginator: build.mutation<unknown, { teamId: string; memberId: string }>({
      queryFn: ({ teamId, memberId }) => callApi(() => transferTeamOriginator(teamId, { memberId })),
      invalidatesTags: ['Quota'],
    }),
    removeTeamMember: build.mutation<unknown, { teamId: string; memberId: string }>({
      queryFn: ({ teamId, memberId }) => callApi(() => removeTeamMember(teamId, { memberId })),
      invalidatesTags: ['Quota'],
    }),
    exitTeam: build.mutation<unknown, string>({
      queryFn: (teamId) => callApi(() => exitTeam(teamId)),
      invalidatesTags: ['Quota', 'User'],
    }),
    changeNickname: build.mutation<unknown, { teamId: string; nickname: string }>({
      queryFn: ({ teamId, nickname }) => callApi(() => changeTeamNickname(teamId, { nickname })),
      invalidatesTags: ['Quota'],
    }),
    renameTeam: build.mutation<unknown, { teamId: string; name: string }>({
      queryFn: ({ teamId, name }) => callApi(() => changeTeamName(teamId, { name })),
      invalidatesTags: ['Quota'],
    }),
    changeMemberSettings: build.mutation<unknown, { teamId: string; memberId: string; downloadLimit: number }>({
      queryFn: ({ teamId, ...settings }) => callApi(() => changeTeamMemberSettings(teamId, settings)),
      invalidatesTags: ['Quota'],
    }),
    getFollows: build.query<Page<FollowItem>, PageArg>({
      queryFn: (arg) => callApi(() => getFollowList(arg)),
      providesTags: ['Subscriptions'],
    }),
    getSubscriptions: build.query<Page<SubscribeItem>, PageArg>({
      queryFn: (arg) => callApi(() => getSubscribeList(arg)),
      providesTags: ['Subscriptions'],
    }),
    unsubscribe: build.mutation<unknown, TargetRef>({
      queryFn: (arg) => callApi(() => unsubscribe(arg)),
      invalidatesTags: ['Subscriptions'],
    }),
    /** The profiles of the journals put in comparison, side by side on /subscription/compete. */
    getJournalComparison: build.query<JournalProfile[], readonly string[]>({
      queryFn: (ids) => callApi(() => Promise.all(ids.map((id) => showJournal({ id })))),
      providesTags: ['Subscriptions'],
    }),
    getComparisons: build.query<Page<ComparisonItem>, PageArg>({
      queryFn: (arg) => callApi(() => getComparisonList(arg)),
      providesTags: ['Subscriptions'],
    }),
    removeComparison: build.mutation<unknown, TargetRef>({
      queryFn: (arg) => callApi(() => unComparison(arg)),
      invalidatesTags: ['Subscriptions'],
    }),
    getCollections: build.query<Page<PeriodicalCollectionItem>, PageArg>({
      queryFn: (arg) => callApi(() => getPeriodicalCollectionList(arg)),
      providesTags: ['Subscriptions'],
    }),
    getSavedSearches: build.query<Page<SavedSearch>, PageArg>({
      queryFn: (arg) => callApi(() => getSavedSearchList(arg)),
      providesTags: ['Subscriptions'],
    }),
    addSavedSearch: build.mutation<SavedSearch, Omit<SavedSearch, 'id'>>({
      queryFn: (arg) => callApi(() => addSavedSearch(arg)),
      invalidatesTags: ['Subscriptions'],
    }),
    setSearchAlert: build.mutation<unknown, { id: string; push: boolean }>({
      queryFn: (arg) => callApi(() => pushRetrieval(arg)),
      invalidatesTags: ['Subscriptions'],
    }),
    getSearchRecords: build.query<Page<RetrievalRecord>, PageArg>({
      queryFn: (arg) => callApi(() => getRetrievalRecordList(arg)),
      providesTags: ['Subscriptions'],
    }),
    getBrowseRecords: build.query<Page<BrowseRecord>, PageArg>({
      queryFn: (arg) => callApi(() => getBrowseRecordList(arg)),
      providesTags: ['Subscriptions'],
    }),
    getNotices: build.query<Page<Notice>, PageArg>({
      queryFn: (arg) => callApi(() => getNoticeList(arg)),
      providesTags: ['User'],
    }),
    markNoticeRead: build.mutation<unknown, { id: string }>({
      queryFn: (arg) => callApi(() => setNoticeStatus({ ...arg, state: 1 })),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useGetWalletQuery,
  useGetCouponsQuery,
  useGetBillsQuery,
  useGetOrdersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
  useRemoveOrderMutation,
  useCreateOrderMutation,
  usePayOrderMutation,
  useGetVipPackagesQuery,
  useGetVipCenterQuery,
  useGetDownloadLogQuery,
  useGetTeamQuery,
  useGetTeamUsageQuery,
  useCanExitTeamQuery,
  useGenerateInviteCodeMutation,
  useCheckInviteCodeMutation,
  useJoinTeamMutation,
  useTransferOriginatorMutation,
  useRemoveTeamMemberMutation,
  useExitTeamMutation,
  useChangeNicknameMutation,
  useChangeMemberSettingsMutation,
  useRenameTeamMutation,
  useGetFollowsQuery,
  useGetSubscriptionsQuery,
  useUnsubscribeMutation,
  useGetComparisonsQuery,
  useRemoveComparisonMutation,
  useGetJournalComparisonQuery,
  useGetCollectionsQuery,
  useGetSavedSearchesQuery,
  useAddSavedSearchMutation,
  useSetSearchAlertMutation,
  useGetSearchRecordsQuery,
  useGetBrowseRecordsQuery,
  useGetNoticesQuery,
  useMarkNoticeReadMutation,
} = centreApi;
