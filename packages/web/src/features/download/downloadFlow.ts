import {
  addDownloadRecord,
  addDownloadRecordList,
  balancePay,
  fetchDownloadFile,
  requestDownload,
  sendOverLimitFollowUp,
  setOrder,
  type CurrentUser,
  type DownloadAnswer,
  type OrderPayload,
} from '@wenxian/api';
import {
  downloadAnalyticsDelayMs,
  downloadAnalyticsType,
  downloadEntryStep,
  downloadFlowLabels,
  interpretDownloadAnswer,
  loginRedirectUrl,
  needsDeductionConfirmation,
  onlineReadingUrl,
  overLimitButtonAction,
  payPageUrl,
  type OverLimitButtonCode,
} from '@wenxian/domain';
import { apiSlice } from '../../app/apiSlice';
import type { AppDispatch, RootState } from '../../app/store';
import { closeModal } from '../shared/modalSlice';
import { sessionApi } from '../shared/sessionApi';
import { toastShown } from '../shared/toastSlice';
import { DOWNLOAD_MODALS, deductionOpened, overLimitOpened, preparingOpened } from './downloadModals';
import type {
  DeductionDialogState,
  DownloadItem,
  DownloadRequestContext,
  OverLimitDialogState,
} from './downloadRequest';
import { commodityOf, orderPayloadOf, purchaseOrderOf } from './downloadOrders';

/** A window opened inside the user's click, loaded once the order exists (so no popup blocker refuses it). */
export type PendingWindow = { load: (url: string) => void; close: () => void };

/** What the flow does to the page; the browser's in `browserEffects.ts`, fakes in tests. */
export type DownloadEffects = {
  saveFile: (blob: Blob, fileName: string) => void;
  /** Opens an address in a new window; false when the browser refused. */
  openWindow: (url: string) => boolean;
  /** An empty new window for an address known later; null when the browser refused. */
  openPendingWindow: () => PendingWindow | null;
  /** Goes to a site address in this window. */
  navigate: (href: string) => void;
  /** The page's absolute address (login return) and its path with query (pay page `ref`). */
  currentUrl: () => string;
  siteOrigin: () => string;
  schedule: (run: () => void, delayMs: number) => void;
  logError: (message: string, error: unknown) => void;
};

export type DownloadStore = { dispatch: AppDispatch; getState: () => RootState };

export type DownloadFlow = ReturnType<typeof createDownloadFlow>;

/** Everything a download changes: the user (balance), quotas, wallet and orders are fetched again. */
const refreshTags = ['User', 'Quota', 'Wallet', 'Orders'] as const;

/**
 * The download / purchase flow of doc 000 §4.2–4.3: login check, the preparing mask while the download
 * is requested, then the domain's next step — the over-limit (or catalogue) dialog, the file, the
 * deduction confirmation or an order paid on /pay/newindex in a new window — and the analytics event
 * 5 s after a download. Screens are opened in the `modal` slice and shown by DownloadHost.
 */
export function createDownloadFlow(store: DownloadStore, effects: DownloadEffects) {
  const { dispatch } = store;
  const refresh = () => dispatch(apiSlice.util.invalidateTags([...refreshTags]));
  const closeIf = (id: string) => {
    if (store.getState().modal.id === id) dispatch(closeModal());
  };

  async function currentUser(): Promise<CurrentUser | null> {
    const result = await dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false }));
    return result.data ?? null;
  }

  /** The download call under the preparing mask; undefined when it failed (the call layer has told the user). */
  async function ask(context: DownloadRequestContext, confirmed: boolean): Promise<DownloadAnswer | undefined> {
    dispatch(preparingOpened());
    try {
      return await requestDownload({
        ids: context.items.map((item) => item.id),
        types: context.items.map((item) => item.type),
        isRead: context.isRead,
        ...(confirmed ? { confirmed: true } : {}),
      });
    } catch (error) {
      effects.logError('download request failed', error);
      return undefined;
    } finally {
      closeIf(DOWNLOAD_MODALS.preparing);
    }
  }

  function recordAnalytics(items: readonly DownloadItem[]) {
    const isBatch = items.length > 1;
    const records = items.map((item) => ({
      id: item.id,
      type: item.type,
      analyticsType: downloadAnalyticsType({ isBatch, isOpenAccess: item.isOa, literatureType: item.type }),
    }));
    effects.schedule(() => {
      const [first] = records;
      const sent = isBatch ? addDownloadRecordList(records) : first ? addDownloadRecord(first) : Promise.resolve();
      sent.catch((error: unknown) => effects.logError('download analytics failed', error));
    }, downloadAnalyticsDelayMs);
  }

  /**
   * A link answer: reading opens the site's reader (/onlinereading, doc 000 §2.1) for the first item in a new
   * window; a download saves the file, or opens the link when the fetch fails.
   */
  async function deliver(url: string, context: DownloadRequestContext): Promise<void> {
    if (context.isRead) {
      const [first] = context.items;
      const reader = first ? onlineReadingUrl(first.id, first.type) : url;
      if (!effects.openWindow(reader)) dispatch(toastShown('error', downloadFlowLabels.popupBlocked));
      refresh();
      return;
    }
    try {
      const file = await fetchDownloadFile(url, { silent: true });
      effects.saveFile(file.blob, file.fileName ?? `${context.items[0]?.id ?? 'document'}.pdf`);
    } catch (error) {
      effects.logError('download file fetch failed; opening the link directly', error);
      if (!effects.openWindow(url)) dispatch(toastShown('error', downloadFlowLabels.popupBlocked));
    }
    recordAnalytics(context.items);
    refresh();
  }

  /** Creates the order and shows its pay page in a new window opened now, inside the user's action. */
  async function purchase(payload: OrderPayload | null): Promise<void> {
    if (!payload) {
      dispatch(toastShown('error', downloadFlowLabels.purchaseUnavailable));
      return;
    }
    const pending = effects.openPendingWindow();
    try {
      const order = await setOrder(payload);
      const url = payPageUrl(order.id, currentPath());
      if (pending) pending.load(url);
      else if (!effects.openWindow(url)) dispatch(toastShown('error', downloadFlowLabels.popupBlocked));
      refresh();
    } catch (error) {
      pending?.close();
      effects.logError('order creation failed', error);
    }
  }

  function currentPath(): string {
    const url = new URL(effects.currentUrl());
    return `${url.pathname}${url.search}`;
  }

  async function follow(answer: DownloadAnswer, context: DownloadRequestContext, user: CurrentUser): Promise<void> {
    const step = interpretDownloadAnswer(
      answer,
      { balance: user.balance, config: user.config ?? null },
      context.isRead,
    );
    switch (step.kind) {
      case 'overLimit':
        dispatch(overLimitOpened({ ...context, input: step.input, commodity: commodityOf(answer) }));
        return;
      case 'openLink':
        return deliver(step.url, context);
      case 'confirmDeduction':
        dispatch(deductionOpened({ ...context, order: step.order, balance: user.balance }));
        return;
      case 'createOrder':
        return purchase(orderPayloadOf(step.order, context.items));
    }
  }

  return {
    /** The ResultItem's 下载 (isRead false) or 在线阅读 (isRead true). */
    async start(items: readonly DownloadItem[], isRead: boolean): Promise<void> {
      if (items.length === 0 || store.getState().modal.id === DOWNLOAD_MODALS.preparing) return;
      const user = await currentUser();
      if (downloadEntryStep(user !== null) === 'login' || !user) {
        effects.navigate(loginRedirectUrl(effects.currentUrl(), effects.siteOrigin()));
        return;
      }
      const context = { items, isRead };
      const answer = await ask(context, false);
      if (answer !== undefined) await follow(answer, context, user);
    },

    /** A button of the over-limit dialog or the catalogue's 确定下载 (code 10); every one closes it. */
    async overLimitButton(state: OverLimitDialogState, code: OverLimitButtonCode): Promise<void> {
      closeIf(DOWNLOAD_MODALS.overLimit);
      const action = overLimitButtonAction(code);
      if (action.kind === 'navigate') {
        effects.navigate(action.href);
        return;
      }
      if (action.kind === 'purchase') {
        // 单篇购买 is a purchase like an order answer (doc 000 §4.2 step 5): asked first under the user's mode.
        const order = purchaseOrderOf(state);
        const user = order ? await currentUser() : null;
        if (
          order &&
          user &&
          needsDeductionConfirmation(order, { balance: user.balance, config: user.config ?? null })
        ) {
          const ids = new Set(order.ids);
          const items = state.items.filter((item) => ids.has(item.id));
          dispatch(deductionOpened({ items, isRead: state.isRead, order, balance: user.balance }));
          return;
        }
        await purchase(order && orderPayloadOf(order, state.items));
        return;
      }
      const context = { items: state.items, isRead: state.isRead };
      const answer = await ask(context, true);
      const user = answer === undefined ? null : await currentUser();
      if (answer !== undefined && user) await follow(answer, context, user);
    },

    /** 取消, × or Esc on the over-limit or catalogue dialog: closes it and sends the follow-up request. */
    async overLimitDismissed(state: OverLimitDialogState, action: 'close' | 'cancel'): Promise<void> {
      closeIf(DOWNLOAD_MODALS.overLimit);
      try {
        await sendOverLimitFollowUp({
          ids: state.items.map((item) => item.id),
          dialogType: state.input.popType,
          action,
        });
      } catch (error) {
        effects.logError('over-limit follow-up failed', error);
      }
    },

    /** 确认支付: the order is made and paid from the balance, then the items download. */
    async deductionConfirmed(state: DeductionDialogState): Promise<void> {
      const payload = orderPayloadOf(state.order, state.items);
      if (!payload) {
        closeIf(DOWNLOAD_MODALS.deduction);
        dispatch(toastShown('error', downloadFlowLabels.purchaseUnavailable));
        return;
      }
      dispatch(deductionOpened({ ...state, isBusy: true }));
      let orderId: string | undefined;
      try {
        orderId = (await setOrder(payload)).id;
        const result = await balancePay({ orderId });
        if (!result.paid) throw new Error(`order ${orderId} not paid`);
      } catch (error) {
        // The call layer has shown why (e.g. the balance is too low); the order can still be paid on its page.
        closeIf(DOWNLOAD_MODALS.deduction);
        effects.logError('balance payment failed', error);
        refresh();
        if (orderId && !effects.openWindow(payPageUrl(orderId, currentPath())))
          dispatch(toastShown('error', downloadFlowLabels.popupBlocked));
        return;
      }
      closeIf(DOWNLOAD_MODALS.deduction);
      dispatch(toastShown('success', downloadFlowLabels.paid));
      refresh();
      const context = { items: state.items, isRead: state.isRead };
      const answer = await ask(context, false);
      const user = answer === undefined ? null : await currentUser();
      if (answer !== undefined && user) await follow(answer, context, user);
    },

    /** 其他方式支付 (the balance is below the price): the order on its pay page in a new window. */
    async deductionOtherPay(state: DeductionDialogState): Promise<void> {
      closeIf(DOWNLOAD_MODALS.deduction);
      await purchase(orderPayloadOf(state.order, state.items));
    },

    deductionCancelled(): void {
      closeIf(DOWNLOAD_MODALS.deduction);
    },
  };
}
