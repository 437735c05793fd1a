import type { DownloadAnswer, OrderPayload } from '@wenxian/api';
import { purchaseOrderType, type DownloadOrder } from '@wenxian/domain';
import type { DownloadCommodity, DownloadItem, OverLimitDialogState } from './downloadRequest';

/** The commodity of an over-limit answer when the server sent one (doc 000 §3 "Download response"). */
export function commodityOf(answer: DownloadAnswer): DownloadCommodity | null {
  if (typeof answer !== 'object' || !('commodity' in answer)) return null;
  const commodity: unknown = answer.commodity;
  if (!commodity || typeof commodity !== 'object') return null;
  const { id, name, busCode, price } = commodity as Record<string, unknown>;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof busCode !== 'string') return null;
  return {
    id,
    name: typeof name === 'string' ? name : '',
    busCode,
    ...(typeof price === 'number' && Number.isFinite(price) ? { price } : {}),
  };
}

/**
 * The order for "pay per item" (button code 2): the items that need quota, or all of them, priced by the
 * answer's commodity when it names a price (shown in the deduction confirmation).
 */
export function purchaseOrderOf(state: OverLimitDialogState): PurchaseOrder | null {
  if (!state.commodity) return null;
  const needed = state.input.downLoadList.filter((entry) => entry.needRecordToVipDownload);
  const neededIds = new Set(needed.map((entry) => entry.literature.id));
  const items = neededIds.size > 0 ? state.items.filter((item) => neededIds.has(item.id)) : state.items;
  const single = needed.length === 1 ? needed[0]?.literature.title : undefined;
  const types = items.map((item) => item.type);
  return {
    type: purchaseOrderType(types),
    name: single ?? state.commodity.name,
    commodityId: state.commodity.id,
    busCode: state.commodity.busCode,
    ids: items.map((item) => item.id),
    types,
    ...(state.commodity.price !== undefined ? { price: state.commodity.price } : {}),
  };
}

/** A purchase the flow may still confirm: an order of the download answer's shape with its items. */
export type PurchaseOrder = DownloadOrder &
  Pick<OrderPayload, 'name' | 'commodityId' | 'busCode'> & {
    ids: string[];
    types: number[];
  };

/** The order payload of an order answer (doc 000 §3 "Order payload"); null when it names no commodity. */
export function orderPayloadOf(order: DownloadOrder, items: readonly DownloadItem[]): OrderPayload | null {
  if (order.commodityId === undefined || order.commodityId === '') return null;
  return {
    name: order.name ?? '',
    commodityId: order.commodityId,
    busCode: order.busCode ?? '',
    ids: order.ids ? [...order.ids] : items.map((item) => item.id),
    types: order.types ? [...order.types] : items.map((item) => item.type),
  };
}
