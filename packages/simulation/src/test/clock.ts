import { afterEach, beforeAll } from 'vitest';
import { configureSimulation, resetSimulation } from '../index';
import { resetSimulationSettings } from '../settings';
import { warmUp } from './warmUp';

/** A test file's fresh simulation: the corpus warmed once, state and settings reset after each test. */
export function useFreshSimulation(): void {
  beforeAll(warmUp, 120_000);
  afterEach(() => {
    resetSimulation();
    resetSimulationSettings();
  });
}

/** A clock the test moves: the simulation's orders and activities advance by server time only. */
export function movableClock(start = Date.parse('2026-04-10T02:00:00Z')) {
  let now = start;
  resetSimulation({ now: () => now });
  // The server clock is moved by hand here; request timestamps are the machine's, so skip their skew check.
  configureSimulation({ verifySignatures: false });
  return { advance: (ms: number) => void (now += ms) };
}
