import type { SafetyCheckGate } from '../../app/siteServices';
import type { AppDispatch } from '../../app/store';
import { safetyCheckEnded, safetyCheckRequested } from '../shared/safetyCheckSlice';

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
 * One close rejects every caller (doc 000 §4.8 step 7) and the site goes to its root in the same page, so the
 * member stays shown as logged in. Until the user acts again (a press of a pointer or a key: a new call of
 * theirs), calls that meet code 20 are rejected at once without opening the check: those of the page being
 * left and those the root makes on arrival (docs/decisions/dialogs.md, "Closing the safety check").
 */
export function createSafetyCheckGate(dispatch: AppDispatch): SafetyCheckGate {
  let waiters: Waiter[] = [];
  let isQuiet = false;

  const settle = (outcome: 'passed' | 'cancelled') => {
    const current = waiters;
    waiters = [];
    dispatch(safetyCheckEnded());
    for (const waiter of current) {
      if (outcome === 'passed') waiter.resolve();
      else waiter.reject(new SafetyCheckCancelledError());
    }
  };

  const resume = () => {
    isQuiet = false;
    window.removeEventListener('pointerdown', resume, true);
    window.removeEventListener('keydown', resume, true);
  };

  return {
    wait: () =>
      isQuiet
        ? Promise.reject(new SafetyCheckCancelledError())
        : new Promise<void>((resolve, reject) => {
            waiters.push({ resolve, reject });
            if (waiters.length === 1) dispatch(safetyCheckRequested());
          }),
    passed: () => settle('passed'),
    cancelled: () => {
      isQuiet = true;
      settle('cancelled');
      // The close's own press has passed the window already; the next one is the user acting again.
      if (typeof window !== 'undefined') {
        window.addEventListener('pointerdown', resume, true);
        window.addEventListener('keydown', resume, true);
      }
    },
  };
}
