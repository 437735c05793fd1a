import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { createVerifier, VerificationCancelledError } from './verifier';

describe('code-20 verifier', () => {
  it('opens one check for every waiting call and resolves them all on a pass', async () => {
    const store = makeStore();
    const verifier = createVerifier(store.dispatch);
    const calls = [verifier.verify(), verifier.verify(), verifier.verify()];
    expect(store.getState().verification.isOpen).toBe(true);
    verifier.passed();
    await expect(Promise.all(calls)).resolves.toEqual([undefined, undefined, undefined]);
    expect(store.getState().verification.isOpen).toBe(false);
  });

  it('rejects every waiting call with a cancel error when the check is closed', async () => {
    const store = makeStore();
    const verifier = createVerifier(store.dispatch);
    const calls = [verifier.verify(), verifier.verify()];
    verifier.cancelled();
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(VerificationCancelledError);
    expect(store.getState().verification.isOpen).toBe(false);
  });

  it('asks again for a later code 20', async () => {
    const store = makeStore();
    const verifier = createVerifier(store.dispatch);
    const first = verifier.verify();
    verifier.passed();
    await first;
    const second = verifier.verify();
    expect(store.getState().verification.isOpen).toBe(true);
    verifier.passed();
    await expect(second).resolves.toBeUndefined();
  });

  it('after one close, calls that meet code 20 on the way to the root are rejected without opening it again', async () => {
    const store = makeStore();
    const verifier = createVerifier(store.dispatch);
    const waiting = verifier.verify();
    verifier.cancelled();
    await expect(waiting).rejects.toBeInstanceOf(VerificationCancelledError);
    await expect(verifier.verify()).rejects.toBeInstanceOf(VerificationCancelledError);
    expect(store.getState().verification.isOpen).toBe(false);
  });
});
