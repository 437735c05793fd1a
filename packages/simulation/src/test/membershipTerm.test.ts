import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balancePay, getVipCenterInfo, login, setOrder } from '@wenxian/api';
import { formatBeijing, membershipEndDay, renewalStartDay } from '@wenxian/domain';
import { resetSimulation, SIM_PASSWORD } from '../index';
import { warmUp } from './warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

/** Buys a personal package with reading coins (the account holds 120). */
async function buy(commodityId: string, amount: number): Promise<void> {
  const order = await setOrder({ name: '会员', commodityId, busCode: 'VIP', ids: [], types: [], amount } as never);
  await balancePay({ orderId: order.id } as never);
}

describe('a bought membership runs for the months bought', () => {
  it('a one-month package ends a month after the day bought; buying again extends it by a month', async () => {
    // The server checks request timestamps against real time, so the clock is today's, held still.
    const now = Date.now();
    resetSimulation({ now: () => now });
    const today = formatBeijing(now);
    await login({ account: '13800000002', password: SIM_PASSWORD });
    await buy('CM-VIP-1', 38);
    const first = (await getVipCenterInfo({})).expireAt ?? '';
    expect(first).toBe(membershipEndDay(today, 1));
    expect(Date.parse(first) - Date.parse(today)).toBeLessThan(31 * 86_400_000);
    await buy('CM-VIP-1', 38);
    expect((await getVipCenterInfo({})).expireAt).toBe(membershipEndDay(renewalStartDay(today, first), 1));
  });
});
