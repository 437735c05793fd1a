import { requestLimits } from '@wenxian/domain';
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { resolvePath } from './basePath';
import { apiConfig, configureApi, onApiConfigChange, processConfig } from '../config';
import { signedHeaders } from '../signing/signing';

/** Request timeout (doc 000 §9). */
export const REQUEST_TIMEOUT_MS: number = requestLimits.timeoutMs;

export type ClientOptions = {
  /** Origin of the API; empty means same origin (the site's own server or the MSW worker). */
  origin?: string;
  /** The fetch the instance uses (ApiConfig.fetch); the platform's when absent. */
  fetch?: typeof fetch;
};

/** The path that is signed: base path applied, origin and query removed. */
export function signingPath(url: string): string {
  const withoutQuery = url.split('?')[0] ?? url;
  return /^https?:/.test(withoutQuery) ? new URL(withoutQuery).pathname : withoutQuery;
}

/**
 * Whether a URL goes to our API. Absolute URLs elsewhere (download links on a file host) get no
 * signing headers: they mean nothing there and would trigger CORS preflights.
 */
function isApiUrl(url: string): boolean {
  if (!/^https?:/.test(url)) return true;
  const { origin } = apiConfig();
  return origin !== '' && url.startsWith(origin);
}

/** Applies the base-path rule and signs; runs for every attempt, so retries carry fresh headers. */
async function prepareRequest(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  if (config.url && !isApiUrl(config.url)) return config;
  if (config.url && !/^https?:/.test(config.url)) config.url = resolvePath(config.url);
  const headers = await signedHeaders(config.method ?? 'get', signingPath(config.url ?? '/'));
  for (const [name, value] of Object.entries(headers)) config.headers.set(name, value);
  return config;
}

/**
 * Creates the axios instance every non-streaming call goes through. The fetch adapter is preferred so
 * Node and browsers behave alike (blobs included); repeated array params are sent as `a=1&a=2`.
 * Every status resolves: the call layer reads envelopes from 501 and error statuses too.
 */
export function createClient({ origin = apiConfig().origin, fetch: customFetch }: ClientOptions = {}): AxiosInstance {
  const instance = axios.create({
    baseURL: origin,
    ...(customFetch ? { env: { fetch: customFetch } } : {}),
    timeout: REQUEST_TIMEOUT_MS,
    adapter: ['fetch', 'xhr', 'http'],
    // axios' fetch adapter sends `credentials: 'omit'` unless this is set, which would drop the session
    // cookie (token) even on same-origin calls; the platform's backend is cookie-authenticated.
    withCredentials: true,
    paramsSerializer: { indexes: null },
    validateStatus: () => true,
  });
  instance.interceptors.request.use(prepareRequest);
  return instance;
}

let current: AxiosInstance = createClient();
onApiConfigChange((config) => {
  current = createClient({ origin: config.origin, fetch: config.fetch });
});

/**
 * The one instance of every scoped configuration (a server-rendered request each): the scope's origin and fetch
 * are read at each call. An instance per scope would repeat axios' set-up on every page, and axios keeps every
 * distinct fetch function it is given in a process-wide cache (its fetch adapter's), which would hold each page
 * request's closure for the life of the server.
 */
const scopedClient = createClient({ origin: '', fetch: (input, init) => (apiConfig().fetch ?? fetch)(input, init) });
scopedClient.interceptors.request.use((config) => {
  config.baseURL = apiConfig().origin;
  return config;
});

/** The shared client; it follows `configureApi({ origin })`, or the scoped configuration when there is one. */
export function client(): AxiosInstance {
  return apiConfig() === processConfig() ? current : scopedClient;
}

/** Points the client at an origin (tests, the Node server, a real backend). */
export function configureClient(options: ClientOptions): AxiosInstance {
  configureApi({ origin: options.origin ?? '' });
  return current;
}

/** Absolute (or same-origin) URL of a path, for fetch-based calls. */
export function urlOf(path: string): string {
  return `${apiConfig().origin}${resolvePath(path)}`;
}
