import { beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiConfig, search, type LiteratureSummary } from '@wenxian/api';
import { apiPath, scenario, signInAs, simulationState } from '@wenxian/simulation';
import { server } from '@wenxian/simulation/node';
import { addTeamMembershipHref, downloadFlowLabels, findLiteratureType, type OverLimitInput } from '@wenxian/domain';
import { makeStore } from '../../app/store';
import { commodityOf, createDownloadFlow, orderPayloadOf, purchaseOrderOf, type DownloadEffects } from './downloadFlow';
import {
  DOWNLOAD_MODALS,
  selectDeduction,
  selectOverLimit,
  type DownloadItem,
  type OverLimitDialogState,
} from './downloadModals';

const PAGE_URL = 'http://localhost:3000/search?k=%E7%A0%94%E7%A9%B6';

/** Fake page effects that remember what the flow asked of the browser. */
function fakePage() {
  const seen = {
    saved: [] as { blob: Blob; fileName: string }[],
    opened: [] as string[],
    pending: [] as { loaded: string | null; closed: boolean }[],
    navigated: [] as string[],
    scheduled: [] as { run: () => void; delayMs: number }[],
    errors: [] as string[],
  };
  const effects: DownloadEffects = {
    saveFile: (blob, fileName) => void seen.saved.push({ blob, fileName }),
    openWindow: (url) => (seen.opened.push(url), true),
    openPendingWindow: () => {
      const entry = { loaded: null as string | null, closed: false };
      seen.pending.push(entry);
      return { load: (url) => void (entry.loaded = url), close: () => void (entry.closed = true) };
    },
    navigate: (href) => void seen.navigated.push(href),
    currentUrl: () => PAGE_URL,
    siteOrigin: () => 'http://localhost:3000',
    schedule: (run, delayMs) => void seen.scheduled.push({ run, delayMs }),
    logError: (message) => void seen.errors.push(message),
  };
  return { seen, effects };
}

function setup(userId?: string) {
  if (userId) signInAs(apiConfig().sessionId, userId);
  const store = makeStore();
  const page = fakePage();
  return { store, ...page, flow: createDownloadFlow(store, page.effects) };
}

/** Every request the simulated server receives during a test, with its JSON body. */
const requests: { path: string; body: unknown }[] = [];
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST')
      void request
        .clone()
        .json()
        .then(
          (body: unknown) => requests.push({ path, body }),
          () => requests.push({ path, body: null }),
        );
    else requests.push({ path, body: null });
  });
});
afterEach(() => server.events.removeAllListeners());

const toItem = (hit: LiteratureSummary): DownloadItem => {
  const type = findLiteratureType(hit.type)?.code;
  if (type === undefined) throw new Error(`unknown type ${hit.type}`);
  return { id: hit.id, type, ...(hit.isOA ? { isOa: true } : {}) };
};

let paid: DownloadItem[] = [];
let openAccess: DownloadItem[] = [];
beforeAll(async () => {
  const found = await search({ conditions: [{ searchField: 'U', content: '研究' }], type: 1, pageSize: 60 });
  paid = found.list.filter((hit) => !hit.isOA).map(toItem);
  openAccess = found.list.filter((hit) => hit.isOA).map(toItem);
  expect(paid.length).toBeGreaterThan(3);
  expect(openAccess.length).toBeGreaterThan(0);
}, 120_000);

const firstPaid = () => paid[0] as DownloadItem;

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

  it('pay per item (code 2) creates the order and loads /pay/newindex in the window opened by the click', async () => {
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

describe('orders (non-members)', () => {
  it('without the deduction rule, creates the order and opens its pay page (U1001, balance 50 over threshold 10)', async () => {
    const { flow, seen, store } = setup('U1001');
    await flow.start([firstPaid()], false);
    expect(selectDeduction(store.getState())).toBeNull();
    const [order] = [...simulationState().orders.values()];
    expect(order).toMatchObject({ memberId: 'M1001', ids: [firstPaid().id], busCode: 'DOWNLOAD' });
    expect(seen.pending.map((p) => p.loaded)).toEqual([
      `/pay/newindex?vip-om=${order?.id}&ref=${encodeURIComponent('/search?k=研究')}`,
    ]);
  });

  it('under the deduction rule asks first; confirming pays from the balance and downloads (U1008, balance 10)', async () => {
    const { flow, seen, store } = setup('U1008');
    await flow.start([firstPaid()], false);
    const state = selectDeduction(store.getState());
    expect(state).toMatchObject({ balance: 10, order: { ids: [firstPaid().id], price: 3 } });
    await flow.deductionConfirmed(state as NonNullable<typeof state>);
    expect(simulationState().accounts.get('U1008')?.balance).toBe(7);
    expect(store.getState().modal.id).toBeNull();
    expect(store.getState().toast.map((t) => t.text)).toEqual([downloadFlowLabels.paid]);
    expect(seen.saved).toHaveLength(1);
    expect(seen.pending).toEqual([]);
  });

  it('when the balance cannot pay, the order waits on its pay page (U1005, balance 0)', async () => {
    const { flow, seen, store } = setup('U1005');
    await flow.start([firstPaid()], false);
    const state = selectDeduction(store.getState());
    expect(state?.balance).toBe(0);
    await flow.deductionConfirmed(state as NonNullable<typeof state>);
    expect(store.getState().modal.id).toBeNull();
    const [order] = [...simulationState().orders.values()];
    expect(order?.state).toBe('unpaid');
    expect(seen.opened).toEqual([`/pay/newindex?vip-om=${order?.id}&ref=${encodeURIComponent('/search?k=研究')}`]);
    expect(seen.saved).toEqual([]);
  });

  it('cancelling the deduction confirmation closes it and buys nothing', async () => {
    const { flow, store } = setup('U1008');
    await flow.start([firstPaid()], false);
    flow.deductionCancelled();
    expect(store.getState().modal.id).toBeNull();
    expect(simulationState().orders.size).toBe(0);
  });
});

describe('order payloads', () => {
  const input: OverLimitInput = {
    popType: 'VIP_USER',
    customType: 1,
    usages: [],
    isOA: true,
    isRead: false,
    itemDic: { total: 2, needUseCount: 1 },
    downLoadList: [
      { literature: { id: 'a', title: '甲' }, needRecordToVipDownload: false },
      { literature: { id: 'b', title: '乙' }, needRecordToVipDownload: true },
    ],
  };
  const items: DownloadItem[] = [
    { id: 'a', type: 1, isOa: true },
    { id: 'b', type: 2 },
  ];

  it('buys only the items that need quota, named by the single title', () => {
    expect(
      purchaseOrderOf({
        items,
        isRead: false,
        input,
        commodity: { id: 'CM-DOC', name: '单篇文献下载', busCode: 'DOWNLOAD' },
      }),
    ).toEqual({
      name: '乙',
      commodityId: 'CM-DOC',
      busCode: 'DOWNLOAD',
      ids: ['b'],
      types: [2],
    });
  });

  it('reads the commodity only when it has an id and a business code', () => {
    expect(commodityOf({ dialogType: 'OA', commodity: { id: 'X', name: 'n', busCode: 'B' } } as never)).toEqual({
      id: 'X',
      name: 'n',
      busCode: 'B',
    });
    expect(commodityOf({ dialogType: 'OA', commodity: null } as never)).toBeNull();
    expect(commodityOf({ dialogType: 'OA', commodity: { name: 'n' } } as never)).toBeNull();
    expect(commodityOf('https://files.example/a.pdf')).toBeNull();
  });

  it('takes an order answer as it is, and refuses one without a commodity', () => {
    expect(
      orderPayloadOf({ type: 1, name: 'T', commodityId: 'CM-DOC', busCode: 'DOWNLOAD', ids: ['b'], types: [2] }, items),
    ).toEqual({
      name: 'T',
      commodityId: 'CM-DOC',
      busCode: 'DOWNLOAD',
      ids: ['b'],
      types: [2],
    });
    expect(orderPayloadOf({ type: 1 }, items)).toBeNull();
  });
});
