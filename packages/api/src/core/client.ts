import axios, { type AxiosInstance } from 'axios';
import { resolvePath } from './basePath';

/** Request timeout (doc 000 §9). */
export const REQUEST_TIMEOUT_MS = 300_000;

export type ClientOptions = {
  /** Origin of the API; empty means same origin (the site's own server or the MSW worker). */
  origin?: string;
};

/** Creates the axios instance every call goes through. */
export function createClient({ origin = '' }: ClientOptions = {}): AxiosInstance {
  const instance = axios.create({ baseURL: origin, timeout: REQUEST_TIMEOUT_MS });
  instance.interceptors.request.use((config) => {
    if (config.url && !/^https?:/.test(config.url)) config.url = resolvePath(config.url);
    return config;
  });
  return instance;
}

let current: AxiosInstance = createClient();

/** The shared client; `configureClient` replaces it (tests, the Node server, a real backend). */
export function client(): AxiosInstance {
  return current;
}

export function configureClient(options: ClientOptions): AxiosInstance {
  current = createClient(options);
  return current;
}
