/**
 * `hydrated` resolves once the page in `page` (Playwright) marks itself hydrated (html[data-hydrated]), with the time
 * from its first contentful paint; a `page-hydrated` mark is left in a trace at that moment. Watched by the page itself (a
 * MutationObserver), not polled by a locator: a locator's queries run on the main thread being measured. Call it
 * before the page is opened.
 */
export async function hydratedReport(page) {
  const reported = new Promise((resolve) => page.exposeFunction('reportHydrated', resolve));
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.dataset.hydrated) return;
      observer.disconnect();
      performance.mark('page-hydrated');
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      window.reportHydrated(performance.now() - paint);
      // The init script runs before the document has its root element: the whole document is watched.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  return { hydrated: reported };
}
