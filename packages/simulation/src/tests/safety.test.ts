import { afterEach, describe, expect, it } from 'vitest';
import { apiConfig, configureApi, resetCallLayer, checkCaptcha, getCaptchaImage, getHotSearch } from '@wenxian/api';
import { CAPTCHA_TOLERANCE_DEGREES, captchaAngleOf, configureSimulation, RATE_LIMIT, resetSimulation } from '../index';

afterEach(() => {
  resetSimulation();
  resetCallLayer();
});

const sessionId = () => apiConfig().sessionId;

describe('captcha', () => {
  it('serves an SVG rotated by the issued angle and passes an upright answer within the tolerance', async () => {
    const image = await getCaptchaImage();
    expect(image.contentType).toContain('image/svg+xml');
    const angle = captchaAngleOf(sessionId()) as number;
    expect(await image.blob.text()).toContain(`rotate(${angle} `);
    expect(angle).toBeGreaterThanOrEqual(30);
    // Turning the picture back by 360 − angle (± tolerance) makes it upright.
    expect(await checkCaptcha({ angel: 360 - angle + CAPTCHA_TOLERANCE_DEGREES })).toBe(true);
  });

  it('fails outside the tolerance, and a captcha is checked only once', async () => {
    await getCaptchaImage();
    const angle = captchaAngleOf(sessionId()) as number;
    expect(await checkCaptcha({ angel: 360 - angle + CAPTCHA_TOLERANCE_DEGREES + 5 })).toBe(false);
    expect(await checkCaptcha({ angel: 360 - angle })).toBe(false);
  });
});

describe('rate limit', () => {
  it('answers code 20 after a burst; the call layer verifies with the captcha and retries', async () => {
    let verifications = 0;
    // One dialog serves every call waiting on it, as the site's safety verification does.
    let open: Promise<void> | null = null;
    const solve = async (): Promise<void> => {
      verifications += 1;
      await getCaptchaImage();
      if (!(await checkCaptcha({ angel: 360 - (captchaAngleOf(sessionId()) ?? 0) }))) throw new Error('captcha failed');
    };
    configureApi({ verify: () => (open ??= solve().finally(() => (open = null))) });
    expect(RATE_LIMIT).toEqual({ maxRequests: 300, windowMs: 10_000 });
    // A smaller limit keeps the test quick; the mechanism is the same.
    configureSimulation({ rateLimit: { maxRequests: 30, windowMs: 10_000 } });
    const calls = Array.from({ length: 35 }, () => getHotSearch());
    const answers = await Promise.all(calls);
    expect(answers.every((list) => list.length === 20)).toBe(true);
    expect(verifications).toBeGreaterThan(0);
  }, 60_000);
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
