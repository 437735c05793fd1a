import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { readAtHydration } from '../harness/readAtHydration';
import { journeys } from '../../scripts/firstSecondsJourneys.mjs';

const site = useBrowser();

type StyleCount = { sent?: number; inserted: number };

/**
 * Counts the style rules the server sent (its `<style data-styled>` tags, read when the document is parsed, before
 * any script runs) and every rule the page inserts with `CSSStyleSheet.insertRule` (read at hydration).
 */
function countStyleRules() {
  const count: StyleCount = { inserted: 0 };
  (window as { styleCount?: StyleCount }).styleCount = count;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (...args: Parameters<typeof insertRule>) {
    count.inserted += 1;
    return insertRule.apply(this, args);
  };
  document.addEventListener('DOMContentLoaded', () => {
    const text = [...document.querySelectorAll('style[data-styled]')].map((tag) => tag.textContent ?? '').join('');
    // styled-components separates rules with this comment; its own markers name each component's classes.
    const parts = text.split('/*!sc*/').map((part) => part.trim());
    count.sent = parts.filter((part) => part && !part.startsWith('data-styled.')).length;
  });
}

// A page hydrates with the styles the server sent: styled-components copies them into its own sheet once, and a
// component whose id or style differed between the server and the browser would insert its rules again, each
// insertion making the browser restyle the page in the middle of hydration.
describe('the styles of a page as it hydrates', () => {
  it.each([...new Set(['/', ...journeys.map((journey) => journey.path)])].map((path) => [path] as const))(
    'are the rules the server sent, copied once and none added: %s',
    async (path) => {
      const page = await site.newPage({ hydrated: false });
      await page.addInitScript(countStyleRules);
      const countAtHydration = await readAtHydration(page, () => ({
        ...(window as { styleCount?: StyleCount }).styleCount,
      }));
      await page.goto(site.baseUrl() + path);
      const count = await countAtHydration();
      expect(count.sent).toBeGreaterThan(50);
      expect(count.inserted).toBe(count.sent);
      await page.context().close();
    },
  );
});
