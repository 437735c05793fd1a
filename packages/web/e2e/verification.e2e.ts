import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogLabels, messages } from '@wenxian/domain';
import { useBrowser } from './browser';

/**
 * Code 20 as a visitor meets it (issue 25 items 1 and 2): the shared journey server runs without the
 * simulation's burst limit, so this file starts its own, with it, on E2E_PORT + 1 (the site is already built).
 */
const site = useBrowser();
const webDir = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3210) + 1;
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

beforeAll(async () => {
  server = spawn('pnpm', ['exec', 'tsx', 'server/index.ts'], {
    cwd: webDir,
    env: { ...process.env, PORT: String(port), API_UPSTREAM: '', ACCESS_LOG: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await fetch(`${base}/newsite/server-time`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the rate-limited journey server did not start');
});
afterAll(() => {
  server?.kill('SIGTERM');
});

/** More calls from this address within 10 s than the backend allows (doc 000 §4.1: it answers code 20). */
async function burst(): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: 320 }, () => fetch(`${base}/newsite/hotSearch/getHotSearch`).then((r) => r.json())),
  );
  expect(answers.at(-1)).toMatchObject({ code: 20 });
}

const query = '/search?k=' + encodeURIComponent('机器学习');

describe('code 20 on a server-rendered page and in the browser', () => {
  it('a burst makes the asked page the verification page (429) with the slider, at the same address', async () => {
    await burst();
    const response = await fetch(base + query);
    expect(response.status).toBe(429);
    const html = await response.text();
    expect(html).toContain(messages.errorPage.verifyRequired);
    expect(html).not.toContain(messages.errorPage.genericTitle);

    const page = await site.newPage();
    await page.goto(base + query);
    await page.getByRole('heading', { level: 1, name: messages.errorPage.verifyRequired }).waitFor();
    await page.getByRole('slider', { name: dialogLabels.captcha.sliderLabel }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(query);
  });

  it('one close of the slider dialog rejects every waiting call and goes to the root (§4.8.7)', async () => {
    // Past the burst window, the results page loads; then a burst, and a new search from the page meets code 20.
    await new Promise((r) => setTimeout(r, 11_000));
    const page = await site.newPage();
    await page.goto(base + '/search?k=' + encodeURIComponent('碳中和'));
    await burst();
    const input = page.getByRole('search').getByRole('textbox').first();
    await input.fill('深度学习');
    await input.press('Enter');
    const dialog = page.getByRole('dialog', { name: messages.captcha.title });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForTimeout(2000);
    await expect(dialog.count()).resolves.toBe(0);
  });
});
