import { payPagePath } from '../links/siteLinks';
import { skipsDeductionConfirm } from './constants';
import {
  overLimitCustomTypes,
  overLimitPopTypes,
  type DownloadListItem,
  type OverLimitCustomType,
  type OverLimitInput,
  type OverLimitPopType,
  type QuotaUsage,
} from './overLimit/types';

/** A download answer that opens the over-limit dialog (doc 000 §3 "Download response"). */
export type OverLimitAnswer = {
  /** The pop_type of the dialog. */
  dialogType: OverLimitPopType;
  /** The customType: 1 over limit, 2 confirm use of quota (1 when absent). */
  limitType?: number;
  usages?: readonly QuotaUsage[];
  downloadLiteratures?: readonly DownloadListItem[];
  hasOa?: boolean;
  total?: number;
  needUseCount?: number;
  info?: string;
};

/** A download answer that is an order to pay (doc 000 §3 "Order payload"). */
export type DownloadOrder = {
  type: number;
  name?: string;
  commodityId?: string | number;
  busCode?: string;
  ids?: readonly string[];
  types?: readonly number[];
  /** Price in yuan, when the server sends it; shown in the deduction confirmation. */
  price?: number;
};

export type DownloadAnswer = string | OverLimitAnswer | DownloadOrder;

/** The user's deduction setting: `state` is the mode (1 or 2), `value` the threshold (doc 000 §3 "config"). */
export type DeductionConfig = { state: number | string; value: number | string };

export type DownloadUser = { balance: number; config?: DeductionConfig | null };

export type DownloadNextStep =
  | { kind: 'overLimit'; input: OverLimitInput }
  | { kind: 'openLink'; url: string }
  | { kind: 'confirmDeduction'; order: DownloadOrder }
  | { kind: 'createOrder'; order: DownloadOrder; payPath: string };

/** Before any request: anonymous users go to login, others see the preparing mask (doc 000 §4.2 steps 1–2). */
export function downloadEntryStep(isLoggedIn: boolean): 'login' | 'request' {
  return isLoggedIn ? 'request' : 'login';
}

/**
 * Deduction confirmation rule (doc 000 §4.2 step 5): mode 1, or mode 2 with the threshold at least the
 * balance; never for order type 10001.
 */
export function needsDeductionConfirmation(order: Pick<DownloadOrder, 'type'>, user: DownloadUser): boolean {
  if (skipsDeductionConfirm(order.type) || !user.config) return false;
  const mode = Number(user.config.state);
  const threshold = Number(user.config.value);
  return mode === 1 || (mode === 2 && Number.isFinite(threshold) && threshold >= user.balance);
}

/**
 * Whether the balance cannot pay the order (its price above the balance). Then the confirmation does not offer
 * balance payment as if it would work: it says 余额不足 and offers the pay page's other methods and recharge
 * (docs/decisions/dialogs.md). An order without a price is left to the server.
 */
export function isBalanceShort(order: Pick<DownloadOrder, 'price'>, balance: number): boolean {
  return order.price !== undefined && Number.isFinite(order.price) && order.price > balance;
}

/** Order type of a purchase of several items at once (one of the special order types; decided here). */
export const batchOrderType = 10004;

/**
 * The order behind 单篇购买 (over-limit button code 2): the items' own literature type for one item, the batch
 * type for several. The purchase then follows the same step-5 rule as a download answered by an order: the
 * deduction confirmation when the user's mode asks for it, else the pay page.
 */
export function purchaseOrderType(types: readonly number[]): number {
  return types.length === 1 ? (types[0] ?? batchOrderType) : batchOrderType;
}

function isOverLimitAnswer(answer: OverLimitAnswer | DownloadOrder): answer is OverLimitAnswer {
  return 'dialogType' in answer && Boolean(answer.dialogType);
}

function customTypeOf(limitType: number | undefined): OverLimitCustomType {
  return overLimitCustomTypes.find((t) => t === limitType) ?? 1;
}

/** Maps the download answer onto the dialog's inputs; isRead comes from the action the user took. */
export function overLimitInputFrom(answer: OverLimitAnswer, isRead: boolean): OverLimitInput {
  const list = answer.downloadLiteratures ?? [];
  return {
    popType: overLimitPopTypes.includes(answer.dialogType) ? answer.dialogType : 'VIP_USER',
    customType: customTypeOf(answer.limitType),
    usages: answer.usages ?? [],
    isOA: Boolean(answer.hasOa),
    isRead,
    itemDic: {
      total: answer.total ?? list.length,
      needUseCount: answer.needUseCount ?? list.filter((item) => item.needRecordToVipDownload).length,
    },
    downLoadList: list,
    ...(answer.info ? { info: answer.info } : {}),
  };
}

/**
 * One next step for a download answer (doc 000 §4.2 steps 3–5): a dialogType opens the over-limit
 * dialog, a string is the file link, an order is confirmed for deduction or created and paid on
 * /pay/newindex.
 */
export function interpretDownloadAnswer(answer: DownloadAnswer, user: DownloadUser, isRead = false): DownloadNextStep {
  if (typeof answer === 'string') return { kind: 'openLink', url: answer };
  if (isOverLimitAnswer(answer)) return { kind: 'overLimit', input: overLimitInputFrom(answer, isRead) };
  if (needsDeductionConfirmation(answer, user)) return { kind: 'confirmDeduction', order: answer };
  return { kind: 'createOrder', order: answer, payPath: payPagePath };
}
