import { definePost, downloadBlob, uploadFile, type CallOptions, type FilePart } from '../core';
import { THESIS_DETECTION_PATHS as P } from './paths';
import type {
  CheckOrder,
  CheckUploadFields,
  CheckOrderListQuery,
  CheckOrderPage,
  OrderNews,
  OrderStatus,
  OrderStatusQuery,
} from './types';

export const getCheckOrderNews = definePost<Record<string, never>, OrderNews[]>(P.orderNews);
export const getCheckOrderList = definePost<CheckOrderListQuery, CheckOrderPage>(P.orderList);
export const getCheckOrderStatus = definePost<OrderStatusQuery, OrderStatus>(P.status);
/** Uploads the paper to check and creates its unpaid order (version, title, author as form fields). */
export const uploadCheckFile = (file: FilePart, fields: CheckUploadFields, options?: CallOptions) =>
  uploadFile<CheckOrder>(P.upload, file, fields, options);
export const downloadCheckReport = (query: OrderStatusQuery, options?: CallOptions) =>
  downloadBlob('get', P.reportDownload, { query }, options);
