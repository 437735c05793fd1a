import { requestLimits } from '@wenxian/domain';
import type { AxiosInstance } from 'axios';
import type * as AxiosClient from './axiosClient';
import { resolvePath } from './basePath';
import { apiConfig, configureApi } from '../config';

/** Request timeout (doc 000 §9). */
export const REQUEST_TIMEOUT_MS: number = requestLimits.timeoutMs;

/**
 * The axios instance of the current configuration, loaded with axios on the first call. A server-rendered page
 * has made its first calls on the server, so the browser needs the call layer only when the visitor (or the
 * behaviour log, when the page is idle) calls: axios is no part of what a page evaluates before it is hydrated.
 */
export async function client(): Promise<AxiosInstance> {
  const { axiosClient } =
    loaded ??
    (await loadAxiosClient().catch((error: unknown) => {
      apiConfig().callLayerUnavailable(error);
      throw error;
    }));
  return axiosClient();
}

/**
 * The call layer once loaded: later calls take it as it is, since even a settled `import()` resolves a browser
 * task later, after the frame and the render the visitor's input scheduled.
 */
let loaded: typeof AxiosClient | undefined;
const loadAxiosClient = () => import('./axiosClient').then((module) => (loaded = module));

/** The next call loads the call layer again (`resetCallLayer`). */
export function forgetLoadedClient(): void {
  loaded = undefined;
}

/**
 * Starts loading the call layer when the visitor shows they are about to call (a field focused, a button pressed,
 * a link to another page pointed at), so that the call does not wait for it. A failed load is the call's to report
 * (`callLayerUnavailable`): a preload is not yet a use.
 */
export function preloadCallLayer(): void {
  loadAxiosClient().catch(() => undefined);
}

/** Points the client at an origin (tests, the Node server, a real backend). */
export function configureClient(options: { origin?: string }): void {
  configureApi({ origin: options.origin ?? '' });
}

/** Absolute (or same-origin) URL of a path, for fetch-based calls. */
export function urlOf(path: string): string {
  return `${apiConfig().origin}${resolvePath(path)}`;
}
