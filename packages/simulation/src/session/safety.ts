import { resyncCodes, safetyCheckCode } from '@wenxian/domain';
import { HEADERS, pathSignature, requestHmac, apiConfig } from '@wenxian/api';
import { DEFAULT_RATE_LIMIT, simulationSettings } from '../settings';
import { SimulatedError } from '../errors';
import { rateKeyOf, sessionIdOf } from './auth';
import { simulationState } from './state';

/** The safety check passes when the client's rotation brings the picture within this many degrees of upright. */
export const SAFETY_CHECK_TOLERANCE_DEGREES = 8;
/** A burst: more than this many calls from one session inside the window answers code 20. */
export const RATE_LIMIT = DEFAULT_RATE_LIMIT;
/** After a passed safety check the rate key is trusted for this long. */
const TRUST_AFTER_SAFETY_CHECK_MS = 60_000;
/** Clock skew accepted before answering 505 (docs/api/headers.md suggests 5 minutes). */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;
/** A signature that does not verify (the spec shows no code for it; decided here). */
const BAD_SIGNATURE_CODE = 40_100;

/** A new safety check angle for the session: 30°–330°, so the picture is never nearly upright already. */
export function issueSafetyCheck(request: Request, random: () => number = Math.random): number {
  const angle = 30 + Math.floor(random() * 300);
  const current = simulationState();
  current.safetyChecks.set(sessionIdOf(request), { angle, issuedAt: current.now() });
  return angle;
}

/** The angle the session's current safety check picture is rotated by (tests and stories solve it with this). */
export function safetyCheckAngleOf(sessionId: string): number | undefined {
  return simulationState().safetyChecks.get(sessionId)?.angle;
}

/**
 * /captcha/check: the client rotates the picture by `angel` degrees; it is upright when
 * issued + angel ≡ 0 (mod 360) within the tolerance. A picture is checked once.
 */
export function answerSafetyCheck(request: Request, angel: number): boolean {
  const current = simulationState();
  const sessionId = sessionIdOf(request);
  const issued = current.safetyChecks.get(sessionId);
  current.safetyChecks.delete(sessionId);
  if (!issued || !Number.isFinite(angel)) return false;
  const off = (((issued.angle + angel) % 360) + 360) % 360;
  const passed = Math.min(off, 360 - off) <= SAFETY_CHECK_TOLERANCE_DEGREES;
  if (passed) {
    const key = rateKeyOf(request);
    current.rateLimitLiftedUntil.set(key, current.now() + TRUST_AFTER_SAFETY_CHECK_MS);
    current.requestLog.delete(key);
  }
  return passed;
}

/**
 * Counts the call under its rate key (the token or the client address, never the client-chosen session
 * id); a burst answers code 20 (the safety check) until it is passed.
 */
export function checkRateLimit(request: Request): void {
  const limit = simulationSettings().rateLimit;
  if (!limit) return;
  const current = simulationState();
  const key = rateKeyOf(request);
  const now = current.now();
  if ((current.rateLimitLiftedUntil.get(key) ?? 0) > now) return;
  const recent = (current.requestLog.get(key) ?? []).filter((t) => now - t < limit.windowMs);
  recent.push(now);
  current.requestLog.set(key, recent);
  if (recent.length > limit.maxRequests) throw new SimulatedError(safetyCheckCode, '您的访问频率过高，请进行安全认证');
}

/**
 * Verifies X-Sign and X-Hmac exactly as docs/api/headers.md defines them. Bad or missing signatures
 * are refused; a timestamp too far from the server clock answers 505 so the client resyncs and retries.
 */
export function verifySignature(request: Request, appSecret = apiConfig().appSecret): void {
  if (!simulationSettings().verifySignatures) return;
  const headers = request.headers;
  const timestamp = Number(headers.get(HEADERS.timestamp));
  const seconds = Number(headers.get(HEADERS.timestampSeconds));
  const sessionId = headers.get(HEADERS.sessionId);
  const appId = headers.get(HEADERS.appId);
  const sign = headers.get(HEADERS.sign);
  const hmac = headers.get(HEADERS.hmac);
  if (
    !sessionId ||
    !appId ||
    !sign ||
    !hmac ||
    !Number.isFinite(timestamp) ||
    seconds !== Math.floor(timestamp / 1000)
  ) {
    throw new SimulatedError(BAD_SIGNATURE_CODE, '签名校验失败', 403);
  }
  if (Math.abs(timestamp - simulationState().now()) > MAX_CLOCK_SKEW_MS)
    throw new SimulatedError(resyncCodes[0], '时间戳已过期');
  const path = new URL(request.url).pathname;
  const expectedSign = pathSignature(appSecret, sessionId, path, timestamp);
  const expectedHmac = requestHmac(appSecret, appId, request.method, path, seconds);
  if (sign !== expectedSign || hmac !== expectedHmac) throw new SimulatedError(BAD_SIGNATURE_CODE, '签名校验失败', 403);
}
