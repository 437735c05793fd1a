import { shouldReloadAfterChunkError } from '@wenxian/domain';

const CHUNK_RELOAD_KEY = 'wenxian:chunkReloadAt';

/** A lazily loaded file could not be fetched (a deployment replaced it, the network dropped): the browsers' wording. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

/**
 * A chunk load failure reloads the page, at most once per minute (doc 000 §8): a page's own file, or a part's the
 * visitor has just used. The browser keeps a module whose download failed as failed for the rest of the page view
 * (Chromium, Safari), so importing it again cannot bring it; the reloaded page downloads it anew. Says whether it
 * reloads: not while the browser is offline.
 */
export function reloadAfterChunkError(): boolean {
  // Offline, a reload would put the browser's own error page where this page was.
  if (!window.navigator.onLine) return false;
  const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)) || null;
  if (!shouldReloadAfterChunkError(last, Date.now())) return false;
  window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}
