import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiPath, scenario, simulationState } from '@wenxian/simulation';
import { server } from '@wenxian/simulation/node';
import { addTeamMembershipHref, downloadFlowLabels } from '@wenxian/domain';
import {
  PAGE_URL,
  firstPaid,
  openAccess,
  paid,
  registerDownloadFixture,
  requests,
  setup,
} from './downloadFlow.testing';
import { DOWNLOAD_MODALS, selectDeduction, selectOverLimit } from './downloadModals';
import type { DeductionDialogState, DownloadItem, OverLimitDialogState } from './downloadRequest';

registerDownloadFixture();

describe('download entry', () => {
  it('sends an anonymous visitor to login with the page as the return address, without a download call', async () => {
    const { flow, seen, store } = setup();
    await flow.start([firstPaid()], false);
    expect(seen.navigated).toEqual([`/account?serve=${encodeURIComponent(PAGE_URL)}&appCode=101`]);
    expect(requests.some((r) => r.path.endsWith('/download/literature'))).toBe(false);
    expect(store.getState().modal.id).toBeNull();
  });

  it('shows the preparing mask while the download is requested, then closes it', async () => {
    server.use(scenario('download', { latencyMs: 150 }));
    const { flow, store } = setup('U1009');
    // Every dialog the store showed, in order (a poll could miss the mask on a busy machine).
    const shown: (string | null)[] = [store.getState().modal.id];
    const unsubscribe = store.subscribe(() => {
      const id = store.getState().modal.id;
      if (shown.at(-1) !== id) shown.push(id);
    });
    await flow.start([firstPaid()], false);
    unsubscribe();
    expect(shown).toEqual([null, DOWNLOAD_MODALS.preparing, null, DOWNLOAD_MODALS.overLimit]);
  });

  it('closes the mask and opens nothing when the download call fails', async () => {
    server.use(scenario('download', { code: 500 }));
    const { flow, store, seen } = setup('U1009');
    await flow.start([firstPaid()], false);
    expect(store.getState().modal.id).toBeNull();
    expect(seen.errors).toEqual(['download request failed']);
  });
});

describe('over-limit dialog (exhausted member U1009)', () => {
  async function openOverLimit() {
    const context = setup('U1009');
    await context.flow.start([firstPaid()], false);
    const state = selectOverLimit(context.store.getState());
    if (!state) throw new Error('the over-limit dialog did not open');
    return { ...context, state };
  }

  it('opens with the member pop type, over limit (customType 1) and the commodity to buy', async () => {
    const { state } = await openOverLimit();
    expect(state.input).toMatchObject({
      popType: 'VIP_USER',
      customType: 1,
      isRead: false,
      itemDic: { total: 1, needUseCount: 1 },
    });
    expect(state.commodity).toMatchObject({ id: 'CM-DOC', busCode: 'DOWNLOAD' });
  });

  it('pay per item (code 2) under mode 2 with the threshold ≥ the balance asks 余额支付确认 first, as a download does', async () => {
    const { flow, seen, store, state } = await openOverLimit();
    await flow.overLimitButton(state, 2);
    const deduction = selectDeduction(store.getState());
    expect(deduction).toMatchObject({ balance: 5, order: { ids: [firstPaid().id], price: 3 } });
    expect(seen.pending).toEqual([]);
    expect(simulationState().orders.size).toBe(0);

    // 确认支付: paid from the balance, then the bought item downloads.
    await flow.deductionConfirmed(deduction as DeductionDialogState);
    expect(simulationState().accounts.get('U1009')?.balance).toBe(2);
    expect(seen.saved).toHaveLength(1);
  });

  /** The member's threshold below the balance: no confirmation, the order opens on its pay page. */
  const withoutConfirmation = () => {
    const account = simulationState().accounts.get('U1009');
    if (account) account.config = { state: 2, value: 1 };
  };

  it('pay per item (code 2) without confirmation creates the order and loads /pay/newindex in the window opened by the click', async () => {
    withoutConfirmation();
    const { flow, seen, store, state } = await openOverLimit();
    await flow.overLimitButton(state, 2);
    expect(store.getState().modal.id).toBeNull();
    const [order] = [...simulationState().orders.values()];
    expect(order).toMatchObject({ memberId: 'M1009', ids: [firstPaid().id], state: 'unpaid' });
    expect(seen.pending).toEqual([
      {
        loaded: `/pay/newindex?vip-om=${order?.id}&ref=${encodeURIComponent('/search?k=研究')}`,
        closed: false,
      },
    ]);
  });

  it('closes the window it opened when the order cannot be made', async () => {
    withoutConfirmation();
    const { flow, seen, state } = await openOverLimit();
    server.use(scenario('setOrder', { code: 500 }));
    await flow.overLimitButton(state, 2);
    expect(seen.pending).toEqual([{ loaded: null, closed: true }]);
    expect(seen.errors).toContain('order creation failed');
  });

  it('says so when the answer carried no commodity to buy', async () => {
    const { flow, seen, store, state } = await openOverLimit();
    await flow.overLimitButton({ ...state, commodity: null }, 2);
    expect(seen.pending).toEqual([]);
    expect(store.getState().toast.map((t) => t.text)).toEqual([downloadFlowLabels.purchaseUnavailable]);
  });

  it('add team membership (code 1) goes to the member page', async () => {
    const { flow, seen, store, state } = await openOverLimit();
    await flow.overLimitButton(state, 1);
    expect(seen.navigated).toEqual([addTeamMembershipHref]);
    expect(store.getState().modal.id).toBeNull();
  });

  it.each(['cancel', 'close'] as const)('%s closes the dialog and sends the follow-up call', async (action) => {
    const { flow, store, state } = await openOverLimit();
    await flow.overLimitDismissed(state, action);
    expect(store.getState().modal.id).toBeNull();
    await expect
      .poll(() => requests.find((r) => r.path.endsWith('/download/over-limit-follow-up'))?.body)
      .toEqual({
        ids: [firstPaid().id],
        dialogType: 'VIP_USER',
        action,
      });
  });
});

describe('confirming use of quota and the file (personal member U1002)', () => {
  it('code 10 asks again confirmed, saves the PDF, refreshes the user and logs analytics type 1 after 5 s', async () => {
    const { flow, seen, store } = setup('U1002');
    await flow.start([firstPaid()], false);
    const state = selectOverLimit(store.getState());
    expect(state?.input).toMatchObject({ customType: 2, itemDic: { total: 1, needUseCount: 1 } });
    await flow.overLimitButton(state as OverLimitDialogState, 10);

    expect(seen.saved).toHaveLength(1);
    expect(seen.saved[0]?.fileName).toBe(`${firstPaid().id}.pdf`);
    expect(await seen.saved[0]?.blob.text()).toMatch(/^%PDF-1\.\d/);
    expect(simulationState().accounts.get('U1002')?.personalUsed).toBe(1);
    expect(requests.filter((r) => r.path.endsWith('/download/literature')).map((r) => r.body)).toEqual([
      { ids: [firstPaid().id], types: [1], isRead: false },
      { ids: [firstPaid().id], types: [1], isRead: false, confirmed: true },
    ]);

    expect(seen.scheduled.map((s) => s.delayMs)).toEqual([5000]);
    expect(requests.some((r) => r.path.endsWith('/behaviorLog/addDownloadRecord'))).toBe(false);
    seen.scheduled[0]?.run();
    await expect
      .poll(() => requests.find((r) => r.path.endsWith('/behaviorLog/addDownloadRecord'))?.body)
      .toEqual({
        id: firstPaid().id,
        type: 1,
        analyticsType: 1,
      });
  });

  it('opens the link directly when fetching the file fails, and logs it', async () => {
    server.use(http.get(apiPath('/commonOpenUp/downloadDoc'), () => HttpResponse.error()));
    const { flow, seen } = setup('U1001');
    await flow.start([openAccess[0] as DownloadItem], false);
    expect(seen.saved).toEqual([]);
    expect(seen.opened).toHaveLength(1);
    expect(seen.opened[0]).toMatch(/\/newsite\/commonOpenUp\/downloadDoc\?ids=/);
    expect(seen.errors).toEqual(['download file fetch failed; opening the link directly']);
    expect(seen.scheduled).toHaveLength(1);
  });

  it('logs an open-access download as analytics type 6', async () => {
    const { flow, seen } = setup('U1001');
    await flow.start([openAccess[0] as DownloadItem], false);
    expect(seen.saved).toHaveLength(1);
    seen.scheduled[0]?.run();
    await expect
      .poll(() => requests.find((r) => r.path.endsWith('/behaviorLog/addDownloadRecord'))?.body)
      .toMatchObject({
        analyticsType: 6,
      });
  });

  it('reading opens the site reader (/onlinereading) in a new window and logs no download', async () => {
    const { flow, seen } = setup('U1001');
    const item = openAccess[0] as DownloadItem;
    await flow.start([item], true);
    expect(seen.saved).toEqual([]);
    expect(seen.opened).toEqual([`/onlinereading?id=${item.id}&type=${item.type}`]);
    expect(seen.scheduled).toEqual([]);
  });

  it('the catalogue of a batch (customType 2, more than one item) confirms with code 10 and logs batch type 5', async () => {
    const { flow, seen, store } = setup('U1002');
    const items = paid.slice(0, 3);
    await flow.start(items, false);
    const state = selectOverLimit(store.getState());
    expect(state?.input.itemDic).toEqual({ total: 3, needUseCount: 3 });
    await flow.overLimitButton(state as OverLimitDialogState, 10);
    expect(seen.saved).toHaveLength(1);
    seen.scheduled[0]?.run();
    await expect
      .poll(() => requests.find((r) => r.path.endsWith('/behaviorLog/addDownloadRecordList'))?.body)
      .toEqual(items.map((item) => ({ id: item.id, type: item.type, analyticsType: 5 })));
  });
});
