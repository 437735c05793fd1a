import { definePost } from '../core';
import type { MemberPayload, PageQuery } from '../shared/types';
import { MONEY_PATHS as P } from './paths';
import type {
  AlipayPage,
  Bill,
  Coupon,
  MigrationData,
  Order,
  OrderIdQuery,
  OrderListQuery,
  OrderPayload,
  OrderState,
  Page,
  PayPayload,
  PayResult,
  TranslateFile,
  Wallet,
} from './types';

export const getCouponByMemberId = definePost<MemberPayload & PageQuery, Page<Coupon>>(P.getCouponBymemberId);
export const getWalletByMemberId = definePost<MemberPayload, Wallet>(P.getWalletBymemberId);
/** Whether the migration dialog should show, with the data to show. Silent. */
export const checkMigration = definePost<MemberPayload, MigrationData & { needMigrate: boolean }>(P.migrationCheck, {
  silent: true,
});
/** Consent: migrates the old account (old coin balance becomes 0, other data kept). */
export const migrateOldAccount = definePost<MemberPayload, unknown>(P.migrate);

export const getOrderList = definePost<OrderListQuery, Page<Order>>(P.getOrderList);
export const removeOrder = definePost<OrderIdQuery, unknown>(P.removeOrder);
/** Creates an order (then /pay/newindex?vip-om={orderId} opens). */
export const setOrder = definePost<OrderPayload, Order>(P.setOrder);
export const getCancelOrderById = definePost<OrderIdQuery, Order>(P.getCancelOrderbyId);
export const getOrderById = definePost<OrderIdQuery, Order>(P.getOrderbyId);
export const getUserTranslateFileList = definePost<PageQuery, Page<TranslateFile>>(P.getUserTranslateFileList);
export const getBillList = definePost<PageQuery, Page<Bill>>(P.getBillList);
export const zeroPay = definePost<PayPayload, PayResult>(P.zeroPay);
export const balancePay = definePost<PayPayload, PayResult>(P.balancePay);
export const alipay = definePost<PayPayload & { returnUrl?: string }, AlipayPage>(P.alipay);
export const checkAlipayOrder = definePost<OrderIdQuery, OrderState>(P.checkOrder);
