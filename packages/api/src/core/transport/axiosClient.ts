import { requestLimits } from '@wenxian/domain';
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { resolvePath, signingPath } from './basePath';
import { apiConfig, onApiConfigChange, processConfig, type ApiConfig } from '../config';
import { signedHeaders } from '../signing/signing';

type ClientOptions = {
  /** Origin of the API; empty means same origin (the site's own server or the MSW worker). */
  origin?: string;
  /** The fetch the instance uses (ApiConfig.fetch); the platform's when absent. */
  fetch?: typeof fetch;
};

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
    // doc 000 §9
    timeout: requestLimits.timeoutMs,
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

/** The process-wide configuration's instance (loaded on a first call, which may run in a scope). */
const clientOf = ({ origin, fetch }: ApiConfig) => createClient({ origin, ...(fetch ? { fetch } : {}) });
let current: AxiosInstance = clientOf(processConfig());
onApiConfigChange((config) => {
  current = clientOf(config);
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
export function axiosClient(): AxiosInstance {
  return apiConfig() === processConfig() ? current : scopedClient;
}
