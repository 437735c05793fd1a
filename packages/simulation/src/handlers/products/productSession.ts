import { activityPhase, type ActivityKey } from '@wenxian/domain';
import { activityPrizes, activityWindow } from '../../data/activities';
import { SimulatedError } from '../../errors';
import type { ProductState } from '../../session/productState';
import { simulationState } from '../../session/state';
import type { Account } from '../../session/accountRecords';

/** The session's paper checks, novelty searches, collection proofs and activity records. */
export const products = (): ProductState => simulationState().products;

/** Refuses a call outside the activity's window by server time. */
export function requireRunning(key: ActivityKey): void {
  const phase = activityPhase(activityWindow(key, simulationState().now()), simulationState().now());
  if (phase === 'before') throw new SimulatedError(40_040, '活动尚未开始');
  if (phase === 'after') throw new SimulatedError(40_041, '活动已结束');
}

/** A member's activity points. */
export function pointsOf(account: Account): number {
  return products().points.get(account.memberId) ?? 0;
}
/** Adds (or, negative, takes) points and records why; answers the new balance. */
export function addPoints(memberId: string, change: number, reason: string): number {
  const state = products();
  const balance = (state.points.get(memberId) ?? 0) + change;
  state.points.set(memberId, balance);
  state.pointHistory.unshift({ memberId, time: simulationState().now(), change, reason });
  return balance;
}
/** A prize's stock left in this session (the seeded stock until the first exchange). */
export function stockOf(id: string): number {
  const state = products();
  if (!state.stock.has(id)) state.stock.set(id, activityPrizes.find((p) => p.id === id)?.stock ?? 0);
  return state.stock.get(id) ?? 0;
}
/** A member's invitation code. */
export const inviteCodeOf = (account: Account) => `RM${account.memberId}`;
