import type { DownloadEffects, PendingWindow } from './downloadFlow';
import { saveFile } from '../shared/saveFile';

/** A new window without a way back to this page (window.open with `noopener` would hide a refusal). */
function openWindow(url: string): Window | null {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  return opened;
}

function openPendingWindow(): PendingWindow | null {
  const opened = openWindow('about:blank');
  if (!opened) return null;
  return {
    load: (url) => opened.location.replace(new URL(url, window.location.origin).href),
    close: () => opened.close(),
  };
}

/** The download flow's effects on this browser page; navigation and the current path are the router's. */
export function browserEffects(router: {
  navigate: (href: string) => void;
  currentPath: () => string;
}): DownloadEffects {
  return {
    saveFile,
    openWindow: (url) => openWindow(url) !== null,
    openPendingWindow,
    navigate: router.navigate,
    currentUrl: () => new URL(router.currentPath(), window.location.origin).href,
    siteOrigin: () => window.location.origin,
    schedule: (run, delayMs) => {
      window.setTimeout(run, delayMs);
    },
    logError: (message, error) => console.error(`[download] ${message}`, error),
  };
}
