import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { readAtHydration } from '../harness/readAtHydration';
import { journeys } from '../../scripts/firstSecondsJourneys.mjs';

const site = useBrowser();

type StyleCount = { sent?: number; inserted: number; tagsChanged: number };

/**
 * Counts the style rules the server sent (its style tags, read when the document is parsed, before any script runs),
 * every rule the page inserts with `CSSStyleSheet.insertRule` and every style tag it adds or removes (read at
 * hydration).
 */
function countStyleRules() {
  const count: StyleCount = { inserted: 0, tagsChanged: 0 };
  (window as { styleCount?: StyleCount }).styleCount = count;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (...args: Parameters<typeof insertRule>) {
    count.inserted += 1;
    return insertRule.apply(this, args);
  };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of [...record.addedNodes, ...record.removedNodes])
        if (node.nodeName === 'STYLE' && document.readyState !== 'loading') count.tagsChanged += 1;
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    const text = [...document.querySelectorAll('style')].map((tag) => tag.textContent ?? '').join('');
    // styled-components separates rules with this comment; its own markers name each component's classes.
    const parts = text.split('/*!sc*/').map((part) => part.trim());
    count.sent = parts.filter((part) => part && !part.startsWith('data-styled.')).length;
  });
}

// A page hydrates with the style tags the server sent, as they are (src/app/serverStyles.ts): a rule inserted or a
// tag added or removed makes the browser restyle the page in the middle of hydration. A component whose id or style
// differed between the server and the browser would insert its rules again.
describe('the styles of a page as it hydrates', () => {
  it.each([...new Set(['/', ...journeys.map((journey) => journey.path)])].map((path) => [path] as const))(
    'are the style tags the server sent, kept as they are, none added: %s',
    async (path) => {
      const page = await site.newPage({ hydrated: false });
      await page.addInitScript(countStyleRules);
      const countAtHydration = await readAtHydration(page, () => ({
        ...(window as { styleCount?: StyleCount }).styleCount,
      }));
      await page.goto(site.baseUrl() + path);
      const count = await countAtHydration();
      expect(count.sent).toBeGreaterThan(50);
      expect(count.inserted).toBe(0);
      expect(count.tagsChanged).toBe(0);
      await page.context().close();
    },
  );
});
