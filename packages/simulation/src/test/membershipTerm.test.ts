import { describe, expect, it } from 'vitest';
import { balancePay, getVipCenterInfo, login, setOrder } from '@wenxian/api';
import { SIM_PASSWORD } from '../index';
import { movableClock, useFreshSimulation } from './clock';

useFreshSimulation();

const DAY = 86_400_000;
/** 10:00 in Beijing on 2026-12-03. */
const DECEMBER_3 = Date.parse('2026-12-03T02:00:00Z');

/** Buys a personal package with reading coins (the personal member holds 120). */
async function buy(commodityId: string, amount: number): Promise<void> {
  const order = await setOrder({ name: '会员', commodityId, busCode: 'VIP', ids: [], types: [], amount } as never);
  await balancePay({ orderId: order.id } as never);
}
const expireAt = async (): Promise<string | undefined> => (await getVipCenterInfo({})).expireAt;

describe('a bought membership runs for the months bought', () => {
  it('buying 月度会员 while the membership runs until 2026-12-31 extends it to a month after 2026-12-31', async () => {
    movableClock(DECEMBER_3);
    await login({ account: '13800000002', password: SIM_PASSWORD });
    // The seeded annual membership: the end shown is the end a renewal extends from.
    expect(await expireAt()).toBe('2026-12-31');
    await buy('CM-VIP-1', 38);
    expect(await expireAt()).toBe('2027-01-31');
    await buy('CM-VIP-1', 38);
    expect(await expireAt()).toBe('2027-02-28');
  });

  it('buying after the membership lapsed starts on the day bought', async () => {
    const clock = movableClock(DECEMBER_3);
    await login({ account: '13800000002', password: SIM_PASSWORD });
    expect(await expireAt()).toBe('2026-12-31');
    // To 2027-01-05 in Beijing: the membership ended on 2026-12-31.
    clock.advance(33 * DAY);
    await buy('CM-VIP-1', 38);
    expect(await expireAt()).toBe('2027-02-04');
  });
});
