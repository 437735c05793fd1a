import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, CONTENT_PATHS, SITE_PATHS } from '@wenxian/api';
import { createRenderer, type Backend } from './entry-server';
import { PAGE_TEMPLATE } from '../test/pageTemplate';
import { createSiteWideAnswers } from './siteWideAnswers';
import { createSimulatedBackend } from '../upstream/backend';

const API = 'http://localhost/newsite';
const call = (path: string, body: unknown) =>
  new Request(`${API}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'x-ca-timestamp': '1' } });
const envelope = (code: number, data: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify({ code, data, message: '' }), { status: 200, ...init });

/** A backend that counts its calls and answers each one as `answer` says. */
function countingBackend(answer: (n: number) => Response | Promise<Response>) {
  let calls = 0;
  return { ask: () => Promise.resolve(answer((calls += 1))), calls: () => calls };
}

describe('the site-wide calls shared among anonymous renders', () => {
  it('asks the backend once for the same call, and each render gets the whole answer', async () => {
    const answers = createSiteWideAnswers();
    const backend = countingBackend((n) => envelope(200, { list: [n] }));
    const query = { name: '', type: 0, pageNum: 1, pageSize: 50 };
    const first = await answers(call(SITE_PATHS.configList, query), backend.ask);
    const second = await answers(call(SITE_PATHS.configList, query), backend.ask);
    expect(await first.json()).toEqual({ code: 200, data: { list: [1] }, message: '' });
    expect(await second.json()).toEqual({ code: 200, data: { list: [1] }, message: '' });
    expect(backend.calls()).toBe(1);
  });

  it('shares the one call under way among renders asking at the same moment', async () => {
    const answers = createSiteWideAnswers();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const backend = countingBackend(async () => {
      await released;
      return envelope(200, { title: '文献' });
    });
    const asking = [1, 2, 3].map(() => answers(call(CONTENT_PATHS.getTdkByAddress, { address: '/' }), backend.ask));
    release();
    const bodies = await Promise.all((await Promise.all(asking)).map((response) => response.json()));
    expect(bodies.map((body: { data: unknown }) => body.data)).toEqual([
      { title: '文献' },
      { title: '文献' },
      { title: '文献' },
    ]);
    expect(backend.calls()).toBe(1);
  });

  it('keys by the call’s body: each address has its own TDK', async () => {
    const answers = createSiteWideAnswers();
    const backend = countingBackend((n) => envelope(200, { title: `页${n}` }));
    await answers(call(CONTENT_PATHS.getTdkByAddress, { address: '/' }), backend.ask);
    const other = await answers(call(CONTENT_PATHS.getTdkByAddress, { address: '/search' }), backend.ask);
    expect(((await other.json()) as { data: unknown }).data).toEqual({ title: '页2' });
    expect(backend.calls()).toBe(2);
  });

  it('keeps no failure, no error envelope and no answer that sets a cookie: the next render asks again', async () => {
    const path = CONTENT_PATHS.getTdkByAddress;
    for (const failing of [
      () => envelope(500, null),
      () => new Response('upstream down', { status: 502 }),
      () => envelope(200, { title: '文献' }, { headers: { 'set-cookie': 'a=1' } }),
    ]) {
      const answers = createSiteWideAnswers();
      const backend = countingBackend(failing);
      await answers(call(path, { address: '/' }), backend.ask);
      await answers(call(path, { address: '/' }), backend.ask);
      expect(backend.calls()).toBe(2);
    }
    const answers = createSiteWideAnswers();
    const thrown = countingBackend(() => {
      throw new Error('connection refused');
    });
    await expect(answers(call(path, { address: '/' }), thrown.ask)).rejects.toThrow('connection refused');
    await expect(answers(call(path, { address: '/' }), thrown.ask)).rejects.toThrow('connection refused');
    expect(thrown.calls()).toBe(2);
  });

  it('asks again once the answer is older than its time to live', async () => {
    const answers = createSiteWideAnswers({ ttlMs: 20 });
    const backend = countingBackend((n) => envelope(200, { title: `页${n}` }));
    await answers(call(CONTENT_PATHS.getTdkByAddress, { address: '/' }), backend.ask);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await answers(call(CONTENT_PATHS.getTdkByAddress, { address: '/' }), backend.ask);
    expect(backend.calls()).toBe(2);
  });

  it('joins a call under way only within a second of its asking: a stalled call fails none of the renders after it, and its late failure leaves the newer answer kept', async () => {
    let clock = 0;
    const answers = createSiteWideAnswers({ now: () => clock });
    let failStalled!: (error: Error) => void;
    const stalled = new Promise<Response>((_, reject) => (failStalled = reject));
    const backend = countingBackend((n) => (n === 1 ? stalled : envelope(200, { title: `页${n}` })));
    const tdk = () => answers(call(CONTENT_PATHS.getTdkByAddress, { address: '/' }), backend.ask);
    // Each render has looked for a call under way (after reading its call's body) before the clock moves on.
    const looked = () => new Promise((resolve) => setTimeout(resolve, 0));
    const first = tdk();
    await looked();
    clock = 1_000;
    const joined = tdk();
    await looked();
    expect(backend.calls()).toBe(1);
    clock = 1_001;
    expect(((await (await tdk()).json()) as { data: unknown }).data).toEqual({ title: '页2' });
    expect(backend.calls()).toBe(2);
    failStalled(new Error('upstream timeout'));
    await expect(first).rejects.toThrow('upstream timeout');
    await expect(joined).rejects.toThrow('upstream timeout');
    expect(((await (await tdk()).json()) as { data: unknown }).data).toEqual({ title: '页2' });
    expect(backend.calls()).toBe(2);
  });

  it('passes every other call through', async () => {
    const answers = createSiteWideAnswers();
    const backend = countingBackend(() => envelope(200, { list: [] }));
    await answers(call('/search', { k: '学习' }), backend.ask);
    await answers(call('/search', { k: '学习' }), backend.ask);
    expect(backend.calls()).toBe(2);
  });
});

describe('what an anonymous server render asks the backend', () => {
  it('asks for the config list and the TDK once for two anonymous pages and not for the user, the clock once; for each page of a member', async () => {
    const simulation = await createSimulatedBackend({ rateLimit: false });
    const asked: string[] = [];
    const backend: Backend = (request) => {
      asked.push(new URL(request.url).pathname);
      return simulation(request);
    };
    const render = createRenderer({ template: PAGE_TEMPLATE, backend });
    const page = async (init?: RequestInit) => {
      const response = await render(new Request('http://localhost/', init), {
        nonce: '',
        // A deadline that does not fire: the counts are of whole renders, however busy the machine.
        signal: AbortSignal.timeout(120_000),
      });
      await response.text();
    };
    const count = (path: string) => asked.filter((pathname) => pathname.endsWith(path)).length;
    await page();
    await page();
    expect(count(SITE_PATHS.configList)).toBe(1);
    expect(count(CONTENT_PATHS.getTdkByAddress)).toBe(1);
    // A visitor without a token is nobody: userInfobyToken is not asked. The backend's clock is read once.
    expect(count(ACCOUNT_PATHS.userInfobyToken)).toBe(0);
    expect(count(SITE_PATHS.serverTime)).toBe(1);
    await page({ headers: { cookie: 'token=tk-0' } });
    await page({ headers: { cookie: 'token=tk-0' } });
    expect(count(SITE_PATHS.configList)).toBe(3);
    expect(count(CONTENT_PATHS.getTdkByAddress)).toBe(3);
    expect(count(ACCOUNT_PATHS.userInfobyToken)).toBe(2);
  });
});
