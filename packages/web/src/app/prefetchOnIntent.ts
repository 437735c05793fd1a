import { preloadCallLayer } from '@wenxian/api';
import { shouldPrefetch } from '@wenxian/domain';

/**
 * JavaScript only for what the visitor uses: another page's code is fetched when the visitor shows
 * they may go there — a link to it hovered, touched or focused, a form that goes there used — instead of every
 * area's code on idle. A link scrolled into view does not count: the header shows links to most areas at once.
 */

/** Fetches the code a path's page needs; the route table's (routes/areas.ts), given at start. */
export type PagePrefetcher = (pathname: string) => Promise<void>;

let prefetchPage: PagePrefetcher = async () => undefined;
const started = new Map<string, Promise<void>>();

/** The browser's connection, where it tells it (Chromium's Network Information API). */
type Connection = { effectiveType?: string; saveData?: boolean };

const connectionAllowsPrefetch = () =>
  shouldPrefetch((navigator as Navigator & { connection?: Connection }).connection);

/**
 * Fetches the code of the page a path leads to (once per path); nothing on a 2g or data-saver connection
 * (doc 000 §9), where the visitor pays for what they did not ask for.
 */
export function prefetchPath(pathname: string): Promise<void> {
  if (!connectionAllowsPrefetch()) return Promise.resolve();
  let load = started.get(pathname);
  if (!load) {
    load = prefetchPage(pathname);
    // A failed fetch (offline) may be tried again on the next sign of intent.
    load.catch(() => started.delete(pathname));
    started.set(pathname, load);
  }
  return load;
}

/**
 * The in-site address an element leads this page to: a link's target, or the `action` of the form a field belongs
 * to. A link that opens another tab or downloads a file leads nowhere here: the page that opens loads its own code.
 */
function destinationOf(target: EventTarget | null): URL | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest<HTMLAnchorElement>('a[href]');
  if (link && ((link.target && link.target !== '_self') || link.hasAttribute('download'))) return undefined;
  const form = link ? null : target.closest<HTMLFormElement>('form[action]');
  const href = link?.href ?? form?.action;
  if (!href) return undefined;
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin ? url : undefined;
}

/** Pointing at something is intent only towards a link or a form; pressing, touching, focusing or typing always. */
const intentToCall = (event: Event, destination: URL | undefined) => event.type !== 'pointerover' || !!destination;

/**
 * Starts prefetching with the route table's prefetcher on the signs of intent, for the rest of the visit. On each
 * sign of a navigation, to another page or within this one (a results page's box, its pager),
 * `beforeNavigation` readies what the page must finish before a navigation can render (app/hydration/hydrateOnUse.tsx), on
 * the same connections as the prefetch. A server-rendered page starts without the call layer (@wenxian/api loads
 * it on the first call): the first sign of any use loads it ahead of the call that may follow.
 */
export function prefetchOnIntent(prefetcher: PagePrefetcher, beforeNavigation: () => void): void {
  prefetchPage = prefetcher;
  const onIntent = (event: Event) => {
    if (!connectionAllowsPrefetch()) return;
    const destination = destinationOf(event.target);
    if (intentToCall(event, destination)) preloadCallLayer();
    if (!destination) return;
    beforeNavigation();
    if (destination.pathname !== window.location.pathname)
      void prefetchPath(destination.pathname).catch(() => undefined);
  };
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
