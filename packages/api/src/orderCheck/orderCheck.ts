import { definePost, downloadBlob, uploadFile, type CallOptions, type FilePart } from '../core';
import { ORDER_CHECK_PATHS as P } from './paths';
import type {
  AddressEntry,
  CheckOrder,
  CheckUploadFields,
  CheckOrderListQuery,
  CheckOrderPage,
  FileAnalysis,
  KeywordsPayload,
  OrderNews,
  OrderStatus,
  OrderStatusQuery,
  ReplaceStrategyPayload,
  SpotCheckPayload,
} from './types';

export const getCheckAddressList = definePost<Record<string, never>, AddressEntry[]>(P.addressList);
export const getCheckOrderNews = definePost<Record<string, never>, OrderNews[]>(P.orderNews);
export const getCheckOrderList = definePost<CheckOrderListQuery, CheckOrderPage>(P.orderList);
export const getCheckOrderStatus = definePost<OrderStatusQuery, OrderStatus>(P.status);
/** Uploads the paper to check and creates its unpaid order (version, title, author as form fields). */
export const uploadCheckFile = (file: FilePart, fields: CheckUploadFields, options?: CallOptions) =>
  uploadFile<CheckOrder>(P.upload, file, fields, options);
export const downloadCheckReport = (query: OrderStatusQuery, options?: CallOptions) =>
  downloadBlob('get', P.reportDownload, { query }, options);
export const downloadCheckTemplate = (options?: CallOptions) => downloadBlob('get', P.templateDownload, {}, options);
export const setCheckKeywords = definePost<KeywordsPayload, unknown>(P.keywords);
export const setCheckReplaceStrategy = definePost<ReplaceStrategyPayload, unknown>(P.replaceStrategy);
export const requestSpotCheck = definePost<SpotCheckPayload, unknown>(P.spotCheck);
/** Analyses an uploaded file (word count, price) before ordering. */
export const analysisFile = (file: FilePart, options?: CallOptions) =>
  uploadFile<FileAnalysis>(P.analysisFile, file, {}, options);
export const getOrderJianceState = definePost<OrderStatusQuery, OrderStatus>(P.getOrderJianceState);
export const downReportFile = (query: OrderStatusQuery, options?: CallOptions) =>
  downloadBlob('get', P.downReportFile, { query }, options);
