import { describe, expect, it } from 'vitest';
import { makeStore } from '../../store/makeStore';
import { createSafetyCheckGate, SafetyCheckCancelledError } from './safetyCheckGate';

describe('code-20 safety check gate', () => {
  it('opens one check for every waiting call and resolves them all on a pass', async () => {
    const store = makeStore();
    const gate = createSafetyCheckGate(store.dispatch);
    const calls = [gate.wait(), gate.wait(), gate.wait()];
    expect(store.getState().safetyCheck.isOpen).toBe(true);
    gate.passed();
    await expect(Promise.all(calls)).resolves.toEqual([undefined, undefined, undefined]);
    expect(store.getState().safetyCheck.isOpen).toBe(false);
  });

  it('rejects every waiting call with a cancel error when the check is closed', async () => {
    const store = makeStore();
    const gate = createSafetyCheckGate(store.dispatch);
    const calls = [gate.wait(), gate.wait()];
    gate.cancelled();
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(SafetyCheckCancelledError);
    expect(store.getState().safetyCheck.isOpen).toBe(false);
  });

  it('asks again for a later code 20', async () => {
    const store = makeStore();
    const gate = createSafetyCheckGate(store.dispatch);
    const first = gate.wait();
    gate.passed();
    await first;
    const second = gate.wait();
    expect(store.getState().safetyCheck.isOpen).toBe(true);
    gate.passed();
    await expect(second).resolves.toBeUndefined();
  });

  it('after one close, calls that meet code 20 on the way to the root are rejected without opening it again', async () => {
    const store = makeStore();
    const gate = createSafetyCheckGate(store.dispatch);
    const waiting = gate.wait();
    gate.cancelled();
    await expect(waiting).rejects.toBeInstanceOf(SafetyCheckCancelledError);
    await expect(gate.wait()).rejects.toBeInstanceOf(SafetyCheckCancelledError);
    expect(store.getState().safetyCheck.isOpen).toBe(false);
  });

  it('stays quiet after a close until the user acts again, then a code 20 opens the check', async () => {
    const store = makeStore();
    const gate = createSafetyCheckGate(store.dispatch);
    const waiting = gate.wait();
    gate.cancelled();
    await expect(waiting).rejects.toBeInstanceOf(SafetyCheckCancelledError);
    // The root's own calls on arrival meet code 20: rejected, the check stays closed.
    await expect(gate.wait()).rejects.toBeInstanceOf(SafetyCheckCancelledError);
    expect(store.getState().safetyCheck.isOpen).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    const next = gate.wait();
    expect(store.getState().safetyCheck.isOpen).toBe(true);
    gate.passed();
    await expect(next).resolves.toBeUndefined();
  });
});
