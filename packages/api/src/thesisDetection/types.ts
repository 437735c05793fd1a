import type { Page, PageQuery } from '../shared/types';

/** A paper-check (similarity detection) order; states are not shown in the spec. // shape decided here */
export type CheckOrder = {
  /** Also the money order's id: the order is paid with the wallet, a coupon or Alipay like any other. */
  id: string;
  title: string;
  author: string;
  versionId: string;
  versionName: string;
  /** Characters counted in the uploaded text. */
  chars: number;
  price: number;
  state: number;
  stateName?: string;
  progress: number;
  createdAt: string;
  paidAt?: string;
  /** Percent of the text found elsewhere; known once the check is done. */
  similarity?: number;
};
/** Upload of the paper with the order it creates (POST /check/website/upload, multipart). // decided here */
export type CheckUploadFields = { versionId: string; title: string; author: string };
export type CheckOrderListQuery = PageQuery & { state?: number };
export type CheckOrderPage = Page<CheckOrder>;
export type OrderNews = { id: string; title: string; time: string };
export type OrderStatusQuery = { orderId: string };
export type OrderStatus = {
  orderId: string;
  state: number;
  stateName?: string;
  progress?: number;
  similarity?: number;
};
