import {
  alipay,
  applyCollectionProof,
  applyNoveltySearch,
  balancePay,
  downloadCheckReport,
  getCheckOrderList,
  getCheckOrderNews,
  getCheckOrderStatus,
  getCollectionProofList,
  getCouponByMemberId,
  getNoveltyOrderList,
  getNoveltyOrderTicket,
  getWalletByMemberId,
  uploadCheckFile,
  zeroPay,
  type CheckOrder,
  type CheckOrderPage,
  type CheckUploadFields,
  type CollectionApplication,
  type CollectionApplicationPayload,
  type Coupon,
  type DownloadedFile,
  type NoveltyApplicationPayload,
  type NoveltyOrder,
  type NoveltyTicket,
  type OrderNews,
  type OrderStatus,
  type Page,
  type Wallet,
} from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

export type PayMethod = 'balance' | 'zero' | 'alipay';

/** Paper checking, novelty search and collection proof (doc 001 §7 "Order checking"; doc 000 §1). */
export const productsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getCheckOrders: build.query<CheckOrderPage, void>({
      queryFn: () => callApi(() => getCheckOrderList({ pageNum: 1, pageSize: 50 })),
      providesTags: ['Orders'],
    }),
    getCheckOrderNews: build.query<OrderNews[], void>({
      queryFn: () => callApi(() => getCheckOrderNews({})),
    }),
    /** Polled while the order is queued or checking. */
    getCheckOrderStatus: build.query<OrderStatus, string>({
      queryFn: (orderId) => callApi(() => getCheckOrderStatus({ orderId })),
      providesTags: ['Orders'],
    }),
    createCheckOrder: build.mutation<CheckOrder, { file: File; fields: CheckUploadFields }>({
      queryFn: ({ file, fields }) => callApi(() => uploadCheckFile(file, fields)),
      invalidatesTags: ['Orders'],
    }),
    payCheckOrder: build.mutation<{ payUrl?: string }, { orderId: string; couponId?: string; method: PayMethod }>({
      queryFn: ({ orderId, couponId, method }) =>
        callApi(async () => {
          const payload = { orderId, ...(couponId ? { couponId } : {}) };
          if (method === 'alipay') return alipay(payload);
          await (method === 'zero' ? zeroPay(payload) : balancePay(payload));
          return {};
        }),
      invalidatesTags: ['Orders', 'Wallet'],
    }),
    downloadCheckReport: build.mutation<DownloadedFile, string>({
      queryFn: (orderId) => callApi(() => downloadCheckReport({ orderId })),
    }),
    getMyCoupons: build.query<Page<Coupon>, string>({
      queryFn: (memberId) => callApi(() => getCouponByMemberId({ memberId, pageNum: 1, pageSize: 50 })),
      providesTags: ['Wallet'],
    }),
    getMyWallet: build.query<Wallet, string>({
      queryFn: (memberId) => callApi(() => getWalletByMemberId({ memberId })),
      providesTags: ['Wallet'],
    }),
    getNoveltyOrders: build.query<Page<NoveltyOrder>, void>({
      queryFn: () => callApi(() => getNoveltyOrderList({ pageNum: 1, pageSize: 50 })),
      providesTags: ['Orders'],
    }),
    getNoveltyTicket: build.query<NoveltyTicket, string>({
      queryFn: (id) => callApi(() => getNoveltyOrderTicket({ id })),
      providesTags: ['Orders'],
    }),
    applyNoveltySearch: build.mutation<NoveltyOrder, NoveltyApplicationPayload>({
      queryFn: (payload) => callApi(() => applyNoveltySearch(payload)),
      invalidatesTags: ['Orders'],
    }),
    getCollectionApplications: build.query<Page<CollectionApplication>, void>({
      queryFn: () => callApi(() => getCollectionProofList({ pageNum: 1, pageSize: 50 })),
      providesTags: ['Orders'],
    }),
    applyCollectionProof: build.mutation<CollectionApplication, CollectionApplicationPayload>({
      queryFn: (payload) => callApi(() => applyCollectionProof(payload)),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useGetCheckOrdersQuery,
  useGetCheckOrderNewsQuery,
  useGetCheckOrderStatusQuery,
  useCreateCheckOrderMutation,
  usePayCheckOrderMutation,
  useDownloadCheckReportMutation,
  useGetMyCouponsQuery,
  useGetMyWalletQuery,
  useGetNoveltyOrdersQuery,
  useGetNoveltyTicketQuery,
  useApplyNoveltySearchMutation,
  useGetCollectionApplicationsQuery,
  useApplyCollectionProofMutation,
} = productsApi;
