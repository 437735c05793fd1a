import { configureApi, documentCookieStore } from '@wenxian/api';
import { cookieRules, loginRedirectUrl, resolveDeviceId, storageText } from '@wenxian/domain';
import type { AppStore } from '../app/store';
import type { SiteServices } from '../app/siteServices';
import { reloadAfterChunkError } from '../app/chunkReload';
import { createSafetyCheckGate } from '../features/safetyCheck/safetyCheckGate';
import { toastShown } from '../features/shared/toastSlice';

/** What the page's features share, for one store (the server renders with one per request). */
export function createSiteServices(store: AppStore): SiteServices {
  return { safetyCheck: createSafetyCheckGate(store.dispatch) };
}

/**
 * Connects @wenxian/api to this browser page: errors become toasts, code 20 opens the slider check,
 * login codes navigate to /account with the return address, cookies are the page's, a call layer that cannot be
 * loaded reloads the page.
 */
export function connectBrowserApi(store: AppStore, { safetyCheck }: SiteServices): void {
  const cookies = documentCookieStore();
  // Device id (doc 000 §5): kept when valid, else a new one for a year.
  const device = resolveDeviceId(cookies.get(cookieRules.deviceIdCookie), Math.random);
  if (device.generated) cookies.set(cookieRules.deviceIdCookie, device.id, device.maxAgeSeconds);
  configureApi({
    passSafetyCheck: safetyCheck.wait,
    notifyError: (message) => store.dispatch(toastShown('error', message)),
    redirectToLogin: ({ returnUrl }) => window.location.assign(loginRedirectUrl(returnUrl, window.location.origin)),
    currentUrl: () => window.location.href,
    cookies,
    onPageHide: (callback) => {
      const listener = () => document.visibilityState === 'hidden' && callback();
      document.addEventListener('visibilitychange', listener);
      window.addEventListener('pagehide', callback);
      return () => {
        document.removeEventListener('visibilitychange', listener);
        window.removeEventListener('pagehide', callback);
      };
    },
    // The call layer's file is gone after a deployment: the page reloads, at most once a minute (doc 000 §8).
    callLayerUnavailable: () => void reloadAfterChunkError(),
    // The error log's copy of local storage, with the token masked (domain rule).
    localStorageText: () => {
      try {
        return storageText(window.localStorage);
      } catch {
        return '';
      }
    },
  });
}
