import {
  alipay,
  balancePay,
  checkAlipayOrder,
  getOrderById,
  zeroPay,
  type Order,
  type OrderState,
  type PayResult,
} from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

type PayMethod = 'balance' | 'zero' | 'alipay';
export type PayArgs = { orderId: string; couponId?: string; method: PayMethod };
/** What paying answered: paid at once (balance, zero) or the Alipay cashier address to open. */
export type PayOutcome = { paid: boolean; payUrl?: string };

/** The pay page's calls (doc 001 §7 "Money"): the order, its state while Alipay runs, and paying it. */
export const payApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPayOrder: build.query<Order, string>({
      queryFn: (orderId) => callApi(() => getOrderById({ orderId })),
      providesTags: ['Orders'],
    }),
    /** Asked again and again while an Alipay payment is open (order status polling). */
    getPayOrderState: build.query<OrderState, string>({
      queryFn: (orderId) => callApi(() => checkAlipayOrder({ orderId })),
    }),
    payOrder: build.mutation<PayOutcome, PayArgs>({
      queryFn: ({ orderId, couponId, method }) =>
        callApi(async (): Promise<PayOutcome> => {
          const payload = { orderId, ...(couponId ? { couponId } : {}) };
          if (method === 'alipay') return { paid: false, payUrl: (await alipay(payload)).payUrl };
          const result: PayResult = await (method === 'zero' ? zeroPay(payload) : balancePay(payload));
          return { paid: result.paid };
        }),
      invalidatesTags: ['Orders', 'Wallet', 'User', 'Quota'],
    }),
  }),
});

export const { useGetPayOrderQuery, useGetPayOrderStateQuery, usePayOrderMutation } = payApi;
