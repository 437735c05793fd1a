import type { Page } from 'playwright';

/**
 * What `read()` gives in the page at the moment React marks it hydrated (`html[data-hydrated]`), watched from
 * before any of the page's scripts run: call before `page.goto`, then await the returned function once the page is
 * loading. `read` runs in the page, so it may use only what the page has (its own code, the window, the document).
 */
export async function readAtHydration<T>(page: Page, read: () => T): Promise<() => Promise<T>> {
  await page.addInitScript({
    content: `new MutationObserver((_, observer) => {
      if (!document.documentElement.dataset.hydrated) return;
      observer.disconnect();
      window.__readAtHydration = { value: (${read.toString()})() };
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });`,
  });
  return () =>
    page
      .waitForFunction(() => (window as { __readAtHydration?: { value: unknown } }).__readAtHydration)
      .then((handle) => handle.jsonValue() as Promise<{ value: T }>)
      .then(({ value }) => value);
}
