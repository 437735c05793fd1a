import { describe, expect, it } from 'vitest';
import { downloadFlowLabels } from '@wenxian/domain';
import { simulationState } from '@wenxian/simulation';
import { firstPaid, registerDownloadFixture, setup } from './downloadFlow.testing';
import { selectDeduction } from './downloadModals';

registerDownloadFixture();

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

  it('when the balance cannot pay, 其他方式支付 opens the order on its pay page in the window of the click (U1005, balance 0)', async () => {
    const { flow, seen, store } = setup('U1005');
    await flow.start([firstPaid()], false);
    const state = selectDeduction(store.getState());
    expect(state?.balance).toBe(0);
    await flow.deductionOtherPay(state as NonNullable<typeof state>);
    expect(store.getState().modal.id).toBeNull();
    const [order] = [...simulationState().orders.values()];
    expect(order?.state).toBe('unpaid');
    expect(seen.pending.map((p) => p.loaded)).toEqual([
      `/pay/newindex?vip-om=${order?.id}&ref=${encodeURIComponent('/search?k=研究')}`,
    ]);
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
