import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { resultLabels, shellLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const T = shellLabels.sideToolbar;

/**
 * The side toolbar (doc 000 §2.4) never stands over content or controls (docs/decisions/shell.md, "Side toolbar in a
 * narrow window"): at a laptop's 1280 px, narrower than the §9 content minimum width, and at the narrowest full
 * desktop width, at the top of the page, scrolled down and scrolled sideways to the page's right end.
 */
async function coveredUnderToolbar(page: Page): Promise<string[]> {
  return page.evaluate((label) => {
    const bar = document.querySelector(`aside[aria-label="${label}"]`);
    if (!bar) return ['no toolbar'];
    const box = bar.getBoundingClientRect();
    const seen = ':is(a, button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]))';
    const text = 'main :is(h1, h2, h3, h4, p, li, dt, dd, td, th, label)';
    return [...document.querySelectorAll(`${seen}, ${text}`)]
      .filter((element) => !bar.contains(element) && !element.closest('[role="dialog"]'))
      .filter((element) => {
        const r = element.getBoundingClientRect();
        // Visually hidden text (1 px, clipped) is no content in sight.
        if (r.width <= 1 || r.height <= 1) return false;
        return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((element) => `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 20)}`);
  }, T.label);
}

async function expectNothingCovered(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (const [x, y] of [
    [0, 0],
    [0, Math.round(height / 3)],
    [0, height],
    [10000, 0],
    [10000, Math.round(height / 3)],
    [10000, height],
  ] as const) {
    await page.evaluate(({ left, top }) => window.scrollTo(left, top), { left: x, top: y });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(coveredUnderToolbar(page), `scrolled to ${x}, ${y}`).resolves.toEqual([]);
  }
}

describe('side toolbar beside the content', () => {
  for (const width of [1280, 1440]) {
    it(`at ${width} px covers nothing on /, /search and a document page, and every entry is still reachable`, async () => {
      const page = await site.newPage();
      await page.setViewportSize({ width, height: 800 });
      const toolbar = page.getByRole('complementary', { name: T.label });

      await page.goto(site.baseUrl() + '/');
      await toolbar.waitFor();
      await expectNothingCovered(page);

      await page.goto(site.baseUrl() + '/search?k=' + encodeURIComponent('机器学习'));
      const rows = page.getByRole('region', { name: resultLabels.listLabel }).getByRole('article');
      await rows.first().waitFor();
      await expectNothingCovered(page);

      await page.evaluate(() => window.scrollTo(0, 0));
      await rows.first().getByRole('heading').getByRole('link').click();
      await page.waitForURL((url) => url.pathname.startsWith('/doc/'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNothingCovered(page);

      // Reachable: each entry keeps its name, and the focus brings it into the window.
      for (const name of [T.onlineConsult, T.guide]) {
        const link = toolbar.getByRole('link', { name });
        await link.focus();
        await expect(link.isVisible()).resolves.toBe(true);
        await expect(link.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).resolves.toBe(true);
      }
      await expect(toolbar.getByRole('button', { name: T.feedback }).isVisible()).resolves.toBe(true);
    });
  }
});
