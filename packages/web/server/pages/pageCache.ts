import { LRUCache } from 'lru-cache';
import { sizeOfSharedPage, type SharedPage } from './sharedPage';

/** One anonymous render: the page, and whether it may be kept for others (a 200 rendered in time). */
export type SharedRender = { page: SharedPage; keep: boolean };

export type PageCacheOptions = {
  /** Memory the kept pages may hold, in bytes (RENDER_CACHE_MB); 0 keeps nothing (the load test's cold run). */
  maxBytes: number;
  /** How long a kept page is answered as it is (the s-maxage of its Cache-Control). */
  freshMs?: number;
  /** How long after that it is still answered while one render refreshes it (stale-while-revalidate). */
  staleMs?: number;
  now?: () => number;
};

export type PageCache = {
  /** The kept page for `key` (fresh or stale), or the render's (one render per key at a time, however many ask). */
  get(key: string, render: () => Promise<SharedRender>): Promise<SharedRender>;
  /**
   * The kept page for `key` if it may still be answered; a page past its minute is returned while `render`
   * replaces it in the background (one render per key): a render on nobody's behalf (pageRoute.ts), so no
   * visitor's address or cookies decide what everyone gets next.
   */
  peek(key: string, render: () => Promise<SharedRender>): SharedPage | undefined;
  /** The render of `key` under way (another visitor's streamed render, or a refresh), if any. */
  running(key: string): Promise<SharedRender> | undefined;
  /**
   * Registers a render started elsewhere (a cold page streamed to its first visitor): others asking for `key`
   * meanwhile wait for it, and its page is kept when it may be.
   */
  track(key: string, outcome: Promise<SharedRender>): Promise<SharedRender>;
  /**
   * Puts `to` in place of the kept page `from` (the same render, with more made of it: its compressed
   * copies); nothing when `key` now holds another page or none.
   */
  replace(key: string, from: SharedPage, to: SharedPage): void;
  /** Bytes held now (tests and the load test check the bound). */
  readonly bytes: number;
  /** Whether pages are kept at all (RENDER_CACHE_MB above 0). */
  readonly enabled: boolean;
};

/**
 * The shared render cache for anonymous pages: an LRU bounded by the bytes it holds, so
 * the server's memory stays bounded whatever addresses crawlers ask for. Concurrent requests for one address
 * share one render (with the cache on); a page past its minute is answered at once while a single render replaces it.
 */
export function createPageCache({
  maxBytes,
  freshMs = 60_000,
  staleMs = 300_000,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const pending = new Map<string, Promise<SharedRender>>();
  const kept =
    maxBytes > 0
      ? new LRUCache<string, SharedPage>({
          maxSize: maxBytes,
          sizeCalculation: sizeOfSharedPage,
          // A page larger than a tenth of the cache would push out many others for one address.
          maxEntrySize: Math.max(1, Math.floor(maxBytes / 10)),
        })
      : undefined;

  function track(key: string, outcome: Promise<SharedRender>): Promise<SharedRender> {
    if (!kept) return outcome;
    const started = outcome
      .then((result) => {
        if (result.keep) kept.set(key, result.page);
        return result;
      })
      .finally(() => pending.delete(key));
    pending.set(key, started);
    return started;
  }

  function refresh(key: string, render: () => Promise<SharedRender>): Promise<SharedRender> {
    // Without a cache every request renders its own page (the load test's cold runs measure exactly that).
    if (!kept) return render();
    return pending.get(key) ?? track(key, render());
  }

  /** The kept page while it may be answered, and whether it is past its minute. */
  function lookup(key: string): { page: SharedPage; stale: boolean } | undefined {
    const page = kept?.get(key);
    if (!page) return undefined;
    const age = now() - page.renderedAt;
    if (age <= freshMs + staleMs) return { page, stale: age > freshMs };
    kept?.delete(key);
    return undefined;
  }

  function peek(key: string, render: () => Promise<SharedRender>): SharedPage | undefined {
    const found = lookup(key);
    // Refreshed in the background; a failure keeps the stale copy until its window ends.
    if (found?.stale) refresh(key, render).catch(() => undefined);
    return found?.page;
  }

  return {
    async get(key, render) {
      // No background refresh from here: only `peek`'s refresh (an anonymous render) replaces a stale page.
      const page = lookup(key)?.page;
      return page ? { page, keep: true } : refresh(key, render);
    },
    peek,
    running: (key) => (kept ? pending.get(key) : undefined),
    track,
    replace(key, from, to) {
      if (kept?.peek(key) === from) kept.set(key, to);
    },
    get bytes() {
      return kept?.calculatedSize ?? 0;
    },
    enabled: kept !== undefined,
  };
}
