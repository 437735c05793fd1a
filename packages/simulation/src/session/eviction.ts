import { simulationSettings } from '../settings';
import { sessionIdOf, sessionKey, tokenKey, tokenOf } from './auth';
import { simulationState, type SimulationState } from './state';

/** A session (X-Session-Id) unused this long is forgotten: its login binding and safety check go. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** A token unused this long is forgotten (the visitor logs in again), so tokens cannot pile up. */
export const TOKEN_IDLE_MS = 7 * 24 * 3_600_000;
/** Idle state is swept at most this often, on the back of a call. */
export const SWEEP_EVERY_MS = 60_000;

/** Notes that the request's session and token are in use. */
export function touchSession(request: Request, current: SimulationState = simulationState()): void {
  const now = current.now();
  current.lastSeen.set(sessionKey(sessionIdOf(request)), now);
  const token = tokenOf(request);
  if (token && current.tokens.has(token)) current.lastSeen.set(tokenKey(token), now);
}

/**
 * Forgets what idle visitors left behind: a long-running site server must not grow with every
 * session id, safety check or burst counter it ever saw. Uses the times `touchSession` records; runs at most
 * once a minute.
 */
export function evictIdleState(current: SimulationState = simulationState()): void {
  const now = current.now();
  if (now - current.lastSweep < SWEEP_EVERY_MS) return;
  current.lastSweep = now;
  const idle = (key: string, limit: number) => now - (current.lastSeen.get(key) ?? 0) > limit;
  for (const token of current.tokens.keys()) {
    if (!idle(tokenKey(token), TOKEN_IDLE_MS)) continue;
    current.tokens.delete(token);
    current.lastSeen.delete(tokenKey(token));
  }
  for (const [sessionId, token] of current.sessions) {
    if (idle(sessionKey(sessionId), SESSION_IDLE_MS) || !current.tokens.has(token)) current.sessions.delete(sessionId);
  }
  for (const [sessionId, check] of current.safetyChecks) {
    if (now - check.issuedAt > SESSION_IDLE_MS) current.safetyChecks.delete(sessionId);
  }
  for (const key of current.lastSeen.keys()) {
    if (key.startsWith(sessionKey('')) && idle(key, SESSION_IDLE_MS)) current.lastSeen.delete(key);
  }
  const window = simulationSettings().rateLimit?.windowMs ?? 0;
  for (const [key, times] of current.requestLog) {
    if ((times[times.length - 1] ?? 0) < now - window) current.requestLog.delete(key);
  }
  for (const [key, until] of current.rateLimitLiftedUntil) {
    if (until <= now) current.rateLimitLiftedUntil.delete(key);
  }
}
