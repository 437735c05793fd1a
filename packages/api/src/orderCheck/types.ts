import type { Page, PageQuery } from '../shared/types';

/** A paper-check (similarity detection) order; states are not shown in the spec. // shape decided here */
export type CheckOrder = { id: string; title: string; author: string; state: number; stateName?: string; createdAt: string; similarity?: number };
export type CheckOrderListQuery = PageQuery & { state?: number };
export type CheckOrderPage = Page<CheckOrder>;
/** Shipping address entry (address list). // shape decided here */
export type AddressEntry = { id: string; name: string; phone: string; region: string; detail: string; isDefault?: boolean };
export type OrderNews = { id: string; title: string; time: string };
export type OrderStatusQuery = { orderId: string };
export type OrderStatus = { orderId: string; state: number; stateName?: string; progress?: number };
export type KeywordsPayload = { orderId: string; keywords: string[] };
export type ReplaceStrategyPayload = { orderId: string; strategy: string };
export type SpotCheckPayload = { orderId: string; pages: number[] };
/** Analysis of an uploaded file before ordering (/orderJiance/analysisFile). // shape decided here */
export type FileAnalysis = { fileId: string; title: string; author: string; wordCount: number; price: number };
