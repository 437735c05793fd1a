import type { AppDispatch } from '../../app/store';
import { safetyCheckEnded, safetyCheckRequested } from './safetyCheckSlice';

/** Raised when the user closes the check without passing it (doc 000 §4.8 step 7). */
export class SafetyCheckCancelledError extends Error {
  constructor() {
    super('safety check cancelled');
    this.name = 'SafetyCheckCancelledError';
  }
}

type Waiter = { resolve: () => void; reject: (error: Error) => void };

/**
 * Bridges the call layer's `passSafetyCheck()` to the dialog: every caller waiting for the same check shares
 * it (the call layer already makes concurrent code-20 answers ask once); the dialog settles them all.
 * One close rejects every caller (doc 000 §4.8 step 7): calls of the page being left that meet code 20
 * after the close are rejected at once too, instead of opening the check again for each of them (issue 25
 * item 2); the site then loads its root afresh, where the server decides again.
 */
export function createSafetyCheckGate(dispatch: AppDispatch) {
  let waiters: Waiter[] = [];
  let isLeaving = false;

  const settle = (outcome: 'passed' | 'cancelled') => {
    const current = waiters;
    waiters = [];
    dispatch(safetyCheckEnded());
    for (const waiter of current) {
      if (outcome === 'passed') waiter.resolve();
      else waiter.reject(new SafetyCheckCancelledError());
    }
  };

  return {
    wait: () =>
      isLeaving
        ? Promise.reject(new SafetyCheckCancelledError())
        : new Promise<void>((resolve, reject) => {
            waiters.push({ resolve, reject });
            if (waiters.length === 1) dispatch(safetyCheckRequested());
          }),
    passed: () => settle('passed'),
    cancelled: () => {
      isLeaving = true;
      settle('cancelled');
    },
  };
}

export type SafetyCheckGate = ReturnType<typeof createSafetyCheckGate>;
