import { afterEach, describe, expect, it } from 'vitest';
import { login } from '@wenxian/api';
import { resetSimulation, SIM_PASSWORD } from '../index';
import { withTokenCookie } from '../handlers/route';
import { accountOf, rateKeyOf } from '../session/auth';
import { evictIdleState, SESSION_IDLE_MS, SWEEP_EVERY_MS, TOKEN_IDLE_MS, touchSession } from '../session/eviction';
import { simulationState } from '../session/state';

afterEach(() => resetSimulation());

/** A simulation whose clock the test moves. */
function clocked() {
  let now = Date.now();
  resetSimulation({ now: () => now });
  return { advance: (ms: number) => (now += ms) };
}

const requestFrom = (headers: Record<string, string>) => new Request('http://wenxian.test/newsite/x', { headers });

describe('idle session state', () => {
  it('forgets idle sessions, safety checks, burst counters and tokens, and keeps what is in use', async () => {
    const clock = clocked();
    const { token } = await login({ account: '13800000002', password: SIM_PASSWORD });
    const state = simulationState();
    state.safetyChecks.set('idle-session', { angle: 90, issuedAt: state.now() });
    state.requestLog.set('address:10.0.0.9', [state.now()]);
    state.rateLimitLiftedUntil.set('address:10.0.0.9', state.now() + 60_000);
    const sessions = state.sessions.size;
    expect(sessions).toBe(1);

    clock.advance(SESSION_IDLE_MS + SWEEP_EVERY_MS);
    // The token is used again (by a cookie from another page), its old session is not.
    touchSession(withTokenCookie(requestFrom({ 'x-session-id': 'fresh' }), { token }));
    evictIdleState();
    expect(state.sessions.size).toBe(0);
    expect(state.safetyChecks.size).toBe(0);
    expect(state.requestLog.size).toBe(0);
    expect(state.rateLimitLiftedUntil.size).toBe(0);
    expect(accountOf(withTokenCookie(requestFrom({}), { token }))?.mobileNo).toBe('13800000002');

    clock.advance(TOKEN_IDLE_MS + SWEEP_EVERY_MS);
    evictIdleState();
    expect(accountOf(withTokenCookie(requestFrom({}), { token }))).toBeUndefined();
    expect(state.tokens.size).toBe(0);
  });

  it('keeps a token issued just before a sweep that its visitor has not used yet', async () => {
    const clock = clocked();
    clock.advance(SWEEP_EVERY_MS);
    const { token } = await login({ account: '13800000002', password: SIM_PASSWORD });
    // Another visitor's call sweeps before this visitor's first call with the new token.
    clock.advance(SWEEP_EVERY_MS);
    evictIdleState();
    expect(accountOf(withTokenCookie(requestFrom({}), { token }))?.mobileNo).toBe('13800000002');
  });

  it('sweeps at most once a minute', () => {
    clocked();
    const state = simulationState();
    state.lastSweep = state.now();
    state.rateLimitLiftedUntil.set('address:1.2.3.4', 0);
    evictIdleState();
    expect(state.rateLimitLiftedUntil.size).toBe(1);
  });
});

describe('rate key', () => {
  it('is the issued token, else the address the site server set, never the session id', async () => {
    const { token } = await login({ account: '13800000002', password: SIM_PASSWORD });
    expect(
      rateKeyOf(withTokenCookie(requestFrom({ 'x-session-id': 'a', 'x-forwarded-for': '10.1.1.1' }), { token })),
    ).toBe(`token:${token}`);
    expect(rateKeyOf(requestFrom({ 'x-session-id': 'a', 'x-forwarded-for': '10.1.1.1' }))).toBe('address:10.1.1.1');
    expect(rateKeyOf(requestFrom({ 'x-session-id': 'b', 'x-forwarded-for': '10.1.1.1' }))).toBe('address:10.1.1.1');
    // A forged token does not earn its own bucket.
    expect(rateKeyOf(withTokenCookie(requestFrom({ 'x-forwarded-for': '10.1.1.1' }), { token: 'tk-forged' }))).toBe(
      'address:10.1.1.1',
    );
    expect(rateKeyOf(requestFrom({ 'x-session-id': 'c' }))).toBe('local');
  });
});
