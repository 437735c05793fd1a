import { afterEach, describe, expect, it } from 'vitest';
import {
  apiConfig,
  configureApi,
  resetCallLayer,
  verifySafetyCheckAngle,
  getSafetyCheckImage,
  getHotSearch,
} from '@wenxian/api';
import {
  SAFETY_CHECK_TOLERANCE_DEGREES,
  safetyCheckAngleOf,
  configureSimulation,
  RATE_LIMIT,
  resetSimulation,
} from '../index';

afterEach(() => {
  resetSimulation();
  resetCallLayer();
});

const sessionId = () => apiConfig().sessionId;

describe('safety check', () => {
  it('serves an SVG rotated by the issued angle and passes an upright answer within the tolerance', async () => {
    const image = await getSafetyCheckImage();
    expect(image.contentType).toContain('image/svg+xml');
    const angle = safetyCheckAngleOf(sessionId()) as number;
    expect(await image.blob.text()).toContain(`rotate(${angle} `);
    expect(angle).toBeGreaterThanOrEqual(30);
    // Turning the picture back by 360 − angle (± tolerance) makes it upright.
    expect(await verifySafetyCheckAngle({ angel: 360 - angle + SAFETY_CHECK_TOLERANCE_DEGREES })).toBe(true);
  });

  it('fails outside the tolerance, and a picture is checked only once', async () => {
    await getSafetyCheckImage();
    const angle = safetyCheckAngleOf(sessionId()) as number;
    expect(await verifySafetyCheckAngle({ angel: 360 - angle + SAFETY_CHECK_TOLERANCE_DEGREES + 5 })).toBe(false);
    expect(await verifySafetyCheckAngle({ angel: 360 - angle })).toBe(false);
  });
});

describe('rate limit', () => {
  it('answers code 20 after a burst; the call layer passes the safety check and retries', async () => {
    let checks = 0;
    // One dialog serves every call waiting on it, as the site's safety check does.
    let open: Promise<void> | null = null;
    const solve = async (): Promise<void> => {
      checks += 1;
      await getSafetyCheckImage();
      if (!(await verifySafetyCheckAngle({ angel: 360 - (safetyCheckAngleOf(sessionId()) ?? 0) })))
        throw new Error('safety check failed');
    };
    configureApi({ passSafetyCheck: () => (open ??= solve().finally(() => (open = null))) });
    expect(RATE_LIMIT).toEqual({ maxRequests: 300, windowMs: 10_000 });
    // A smaller limit keeps the test quick; the mechanism is the same.
    configureSimulation({ rateLimit: { maxRequests: 30, windowMs: 10_000 } });
    const calls = Array.from({ length: 35 }, () => getHotSearch());
    const answers = await Promise.all(calls);
    expect(answers.every((list) => list.length === 20)).toBe(true);
    expect(checks).toBeGreaterThan(0);
  });
});

describe('signatures', () => {
  it("accepts the call layer's signed requests and rejects a tampered one", async () => {
    expect((await getHotSearch()).length).toBe(20);
    // The same call with wrong signatures, straight through fetch.
    const response = await fetch('http://wenxian.test/newsite/hotSearch/getHotSearch', {
      headers: {
        'X-Session-Id': sessionId(),
        'X-App-Id': 'wenxian-web',
        'X-Timestamp': String(Date.now()),
        'X-Ts': String(Math.floor(Date.now() / 1000)),
        'X-Sign': '0'.repeat(64),
        'X-Hmac': '0'.repeat(64),
      },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 40_100 });
  });

  it('answers 505 to a timestamp far from the server clock', async () => {
    const stale = Date.now() - 3_600_000;
    const response = await fetch('http://wenxian.test/newsite/hotSearch/getHotSearch', {
      headers: {
        'X-Session-Id': sessionId(),
        'X-App-Id': 'wenxian-web',
        'X-Timestamp': String(stale),
        'X-Ts': String(Math.floor(stale / 1000)),
        'X-Sign': 'x',
        'X-Hmac': 'y',
      },
    });
    expect(await response.json()).toMatchObject({ code: 505 });
  });
});
