import { classifyResponseCode, messages, type ResponseCodeClass } from '@wenxian/domain';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '../transport/basePath';
import { server } from '../../test/server';
import { scriptedEnvelope } from '../../test/recorder';
import { MAX_RETRIES } from './callOptions';
import { memoryCookieStore } from '../config';
import { ApiCancelError, ApiError, ApiLoginRequiredError, ApiRetryLimitError } from './apiErrors';
import { getJson, postJson } from '../transport/request';
import { resetCallLayer } from '../reset';
import { HEADERS } from '../signing/signing';

const notifyError = vi.fn<(message: string) => void>();

beforeEach(() => {
  notifyError.mockReset();
  resetCallLayer({ notifyError });
});
afterEach(() => resetCallLayer());

describe('success envelopes', () => {
  it.each([200, 25, 26])('code %i returns data', async (code) => {
    scriptedEnvelope('get', '/probe', () => ({ code, data: { n: 1 } }));
    await expect(getJson('/probe')).resolves.toEqual({ n: 1 });
  });
  it('returns the raw envelope when data is false', async () => {
    scriptedEnvelope('get', '/probe', () => ({ code: 200, data: false, message: 'no' }));
    await expect(getJson('/probe')).resolves.toEqual({ code: 200, data: false, message: 'no' });
  });
  it('treats HTTP 501 as a normal response', async () => {
    scriptedEnvelope('get', '/probe', () => ({ code: 200, data: 'x', status: 501 }));
    await expect(getJson('/probe')).resolves.toBe('x');
  });
});

describe('code 20: safety check then retry', () => {
  it('retries exactly 5 times, then stops with a retry-limit error', async () => {
    const passSafetyCheck = vi.fn(() => Promise.resolve());
    resetCallLayer({ notifyError, passSafetyCheck });
    const seen = scriptedEnvelope('get', '/probe', () => ({ code: 20, message: 'verify' }));
    await expect(getJson('/probe')).rejects.toBeInstanceOf(ApiRetryLimitError);
    expect(MAX_RETRIES).toBe(5);
    expect(passSafetyCheck).toHaveBeenCalledTimes(5);
    expect(seen).toHaveLength(6);
    expect(notifyError).not.toHaveBeenCalled();
  });
  it('succeeds on the retry after one safety check', async () => {
    const passSafetyCheck = vi.fn(() => Promise.resolve());
    resetCallLayer({ passSafetyCheck });
    const seen = scriptedEnvelope('post', '/probe', (n) => (n === 0 ? { code: 20 } : { code: 200, data: 7 }));
    await expect(postJson('/probe', { a: 1 })).resolves.toBe(7);
    expect(passSafetyCheck).toHaveBeenCalledTimes(1);
    expect(seen.map((r) => JSON.parse(r.body))).toEqual([{ a: 1 }, { a: 1 }]);
  });
  it('a safety check that rejects stops the call with a cancel error and no retry', async () => {
    resetCallLayer({ notifyError, passSafetyCheck: () => Promise.reject(new Error('closed')) });
    const seen = scriptedEnvelope('get', '/probe', () => ({ code: 20 }));
    const error = await getJson('/probe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCancelError);
    expect((error as ApiCancelError).reason).toBe('safetyCheck');
    expect(seen).toHaveLength(1);
  });
  it('concurrent calls that hit 20 share one safety check, then all retry', async () => {
    let release: () => void = () => undefined;
    const passSafetyCheck = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    resetCallLayer({ passSafetyCheck });
    let isPassed = false;
    const seen = scriptedEnvelope('get', '/probe', (_n, request) =>
      isPassed ? { code: 200, data: request.url.searchParams.get('i') } : { code: 20 },
    );
    const calls = [0, 1, 2, 3].map((i) => getJson<string>('/probe', { i }));
    await expect.poll(() => seen).toHaveLength(4);
    await expect.poll(() => passSafetyCheck).toHaveBeenCalledTimes(1);
    isPassed = true;
    release();
    await expect(Promise.all(calls)).resolves.toEqual(['0', '1', '2', '3']);
    expect(passSafetyCheck).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(8);
  });
});

describe('505 and 10009: resync then retry', () => {
  it.each([505, 10009])('code %i retries exactly 5 times', async (code) => {
    const times = scriptedEnvelope('get', '/server-time', () => ({ code: 200, data: 1_700_000_000_000 }));
    const seen = scriptedEnvelope('get', '/probe', () => ({ code }));
    await expect(getJson('/probe')).rejects.toBeInstanceOf(ApiRetryLimitError);
    expect(seen).toHaveLength(6);
    expect(times).toHaveLength(5);
  });
  it('505 then 10009 each have their own limit', async () => {
    scriptedEnvelope('get', '/server-time', () => ({ code: 200, data: 1_700_000_000_000 }));
    const seen = scriptedEnvelope('get', '/probe', (n) => ({ code: n < 5 ? 505 : n < 10 ? 10009 : 200, data: 'ok' }));
    await expect(getJson('/probe')).resolves.toBe('ok');
    expect(seen).toHaveLength(11);
  });
  it('the resync changes the timestamp header to the server clock', async () => {
    const local = 1_000_000_000_000;
    const serverClock = local + 3_600_000;
    resetCallLayer({ now: () => local });
    scriptedEnvelope('get', '/server-time', () => ({ code: 200, data: serverClock }));
    const seen = scriptedEnvelope('get', '/probe', (n) => (n === 0 ? { code: 505 } : { code: 200, data: 1 }));
    await getJson('/probe');
    expect(seen[0]?.headers.get(HEADERS.timestamp)).toBe(String(local));
    expect(seen[1]?.headers.get(HEADERS.timestamp)).toBe(String(serverClock));
    expect(seen[1]?.headers.get(HEADERS.timestampSeconds)).toBe(String(Math.floor(serverClock / 1000)));
  });
});

describe('retries never loop forever', () => {
  it('a server that cycles 20, 505 and 10009 forever is given up after 5 retries of one kind', async () => {
    const passSafetyCheck = vi.fn(() => Promise.resolve());
    resetCallLayer({ passSafetyCheck });
    scriptedEnvelope('get', '/server-time', () => ({ code: 200, data: 1_700_000_000_000 }));
    const cycle = [20, 505, 10009];
    const seen = scriptedEnvelope('get', '/probe', (n) => ({ code: cycle[n % 3] ?? 20 }));
    await expect(getJson('/probe')).rejects.toBeInstanceOf(ApiRetryLimitError);
    // 5 retries of each kind, then the sixth 20 ends the call: 16 requests in all.
    expect(seen).toHaveLength(16);
    expect(passSafetyCheck).toHaveBeenCalledTimes(5);
  });
});

describe('login codes', () => {
  it.each([101, 102, 103, 104, 106, 703])(
    'code %i clears auth cookies and hands over the login redirect',
    async (code) => {
      const cookies = memoryCookieStore({
        token: 't',
        web_cookie: 'w',
        isMigrate: '1',
        newUserDialog: '1',
        deviceId: 'abcdefgh',
      });
      const redirectToLogin = vi.fn();
      resetCallLayer({ cookies, redirectToLogin, currentUrl: () => '/personalcenter/bill', notifyError });
      scriptedEnvelope('get', '/probe', () => ({ code, message: 'login' }));
      await expect(getJson('/probe')).rejects.toBeInstanceOf(ApiLoginRequiredError);
      expect(redirectToLogin).toHaveBeenCalledWith({ returnUrl: '/personalcenter/bill', appCode: 101 });
      expect(['token', 'web_cookie', 'isMigrate', 'newUserDialog'].map((n) => cookies.get(n))).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(cookies.get('deviceId')).toBe('abcdefgh');
    },
  );
  it('a server error carrying toLogin does the same, whatever the HTTP status', async () => {
    const redirectToLogin = vi.fn();
    resetCallLayer({ redirectToLogin });
    scriptedEnvelope('get', '/probe', () => ({ code: 500, toLogin: true, status: 500 }));
    await expect(getJson('/probe')).rejects.toBeInstanceOf(ApiLoginRequiredError);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });
  it('goToLogin: false leaves the redirect to the caller', async () => {
    const redirectToLogin = vi.fn();
    resetCallLayer({ redirectToLogin, notifyError });
    scriptedEnvelope('get', '/probe', () => ({ code: 101, message: 'please log in' }));
    await expect(getJson('/probe', {}, { goToLogin: false })).rejects.toMatchObject({ code: 101 });
    expect(redirectToLogin).not.toHaveBeenCalled();
  });
});

describe('error messages and the notifier', () => {
  it('shows the server message by default and throws a typed error', async () => {
    scriptedEnvelope('get', '/probe', () => ({ code: 500, message: '服务异常' }));
    const error = await getJson('/probe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 500, message: '服务异常', path: '/probe' });
    expect(notifyError).toHaveBeenCalledWith('服务异常');
  });
  it('code -1 uses the custom message', async () => {
    scriptedEnvelope('get', '/probe', () => ({ code: -1, message: 'server text' }));
    await expect(getJson('/probe', {}, { customMessage: '自定义' })).rejects.toMatchObject({ message: '自定义' });
    expect(notifyError).toHaveBeenCalledWith('自定义');
  });
  it('a per-call message map overrides by code', async () => {
    scriptedEnvelope('get', '/probe', () => ({ code: 70007, message: 'raw' }));
    const map = { 70007: messages.errorPage.stopWord };
    await expect(getJson('/probe', {}, { messages: map })).rejects.toMatchObject({
      code: 70007,
      message: '停用词，请更换检索条件',
    });
    expect(notifyError).toHaveBeenCalledWith('停用词，请更换检索条件');
  });
  it('20001 is silent, ignored codes are silent, silent calls are silent', async () => {
    scriptedEnvelope('get', '/probe', (n) => ({ code: n === 0 ? 20001 : 600, message: 'm' }));
    await expect(getJson('/probe')).rejects.toMatchObject({ code: 20001 });
    await expect(getJson('/probe', {}, { ignoreCodes: [600] })).rejects.toMatchObject({ code: 600 });
    await expect(getJson('/probe', {}, { silent: true })).rejects.toMatchObject({ code: 600 });
    expect(notifyError).not.toHaveBeenCalled();
  });
  it('a network failure is a typed error with the spec network message', async () => {
    server.use(http.get(apiPath('/probe'), () => HttpResponse.error()));
    await expect(getJson('/probe')).rejects.toMatchObject({
      name: 'ApiHttpError',
      message: messages.errorPage.networkError,
    });
    expect(notifyError).toHaveBeenCalledWith('很抱歉，网络出错啦！！');
  });
  it('an aborted call rejects with a cancel error', async () => {
    server.use(http.get(apiPath('/probe'), () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const call = getJson('/probe', {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'ApiCancelError', reason: 'aborted' });
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe("each code is handled by domain's class for it (classifyResponseCode)", () => {
  const outcomes: Record<ResponseCodeClass, string> = {
    success: 'data',
    login: 'login redirect',
    safetyCheck: 'safety check, then the retry',
    resync: 'resync, then the retry',
    searchLimit: 'error toast',
    silent: 'error, no toast',
    error: 'error toast',
  };
  it.each([200, 25, 26, 101, 703, 20, 505, 10009, 70006, 70007, 20001, 500, 600])('code %i', async (code) => {
    const redirectToLogin = vi.fn();
    const passSafetyCheck = vi.fn(() => Promise.resolve());
    resetCallLayer({ notifyError, redirectToLogin, passSafetyCheck });
    scriptedEnvelope('get', '/server-time', () => ({ code: 200, data: 1_700_000_000_000 }));
    scriptedEnvelope('get', '/probe', (n) =>
      n === 0 ? { code, data: 'first', message: 'm' } : { code: 200, data: 'retry' },
    );
    const value = await getJson<string>('/probe').catch(() => undefined);
    const seen =
      value === 'first'
        ? 'data'
        : redirectToLogin.mock.calls.length > 0
          ? 'login redirect'
          : passSafetyCheck.mock.calls.length > 0 && value === 'retry'
            ? 'safety check, then the retry'
            : value === 'retry'
              ? 'resync, then the retry'
              : notifyError.mock.calls.length > 0
                ? 'error toast'
                : 'error, no toast';
    expect(seen).toBe(outcomes[classifyResponseCode(code)]);
  });
});
