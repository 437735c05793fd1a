/**
 * Everything the call layer needs from its host, injected through `configureApi`. Every handler has a
 * safe headless default so the package works in Node, tests and scripts without a browser or UI.
 */

/** Where the login redirect should send the user back to, and the application code (doc 000 §6). */
export type LoginRedirect = { returnUrl: string; appCode: number };

/** A minimal cookie store; the site wires it to document.cookie, tests to a Map. */
export type CookieStore = {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds?: number): void;
  remove(name: string): void;
};

export type ApiConfig = {
  /** Origin of the API; empty means same origin. */
  origin: string;
  /** Environment header value (doc 000 §3: default zs). */
  env: string;
  /** Auth-environment header value (default pro). */
  authEnv: string;
  /** Application code sent with login redirects (doc 000 §9: 101). */
  appCode: number;
  /** App id of the HMAC signature (docs/api/headers.md). */
  appId: string;
  /** Shared secret of the HMAC signature. */
  appSecret: string;
  /**
   * Session id sent with every call; the per-session key of the path signature is derived from it
   * (docs/api/headers.md). Generated once per process/page unless injected.
   */
  sessionId: string;
  /** Client type header value. */
  clientType: string;
  /** Web version header value. */
  webVersion: string;
  /** Local clock in epoch ms; the server-time offset is added to it. */
  now: () => number;
  /** Asks the user to pass the safety check (code 20, doc 000 §4.8); resolves when passed, rejects on cancel. */
  passSafetyCheck: () => Promise<void>;
  /** Supplies a fresh anti-bot token, or undefined when none is available; reused for 60 s. */
  antiBotToken: () => Promise<string | undefined>;
  /** Shows an error message to the user (the site's toast). */
  notifyError: (message: string) => void;
  /** Receives the login redirect after a login code; the site navigates to the login address. */
  redirectToLogin: (target: LoginRedirect) => void;
  /** The current address, used as the login return URL. */
  currentUrl: () => string;
  /** Cookies cleared on a login code. */
  cookies: CookieStore;
  /** Names of the auth cookies cleared on a login code. */
  authCookieNames: readonly string[];
  /** Registers a callback for "page hidden" (flushes the behaviour log); returns an unsubscribe. */
  onPageHide: (callback: () => void) => () => void;
  /** Text of local storage sent with error logs. */
  localStorageText: () => string;
  /**
   * The call layer's own code, loaded on the first call, could not be downloaded (a deployment replaced it, the
   * network dropped); the call then fails as a network error. The site reloads the page (doc 000 §8).
   */
  callLayerUnavailable: (error: unknown) => void;
  /**
   * How long a reading of the server clock stands for a new one at start-up (syncServerTime): 0, the default,
   * reads it every time. The site's Node server, whose renders each start up, reads it once a minute and
   * counts on from its offset between.
   */
  serverTimeReuseMs?: number;
  /**
   * The fetch every call goes through; the platform's by default. The site's Node server gives each page
   * request one that reaches the backend in-process with the visitor's cookies.
   */
  fetch?: typeof fetch;
};

function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A cookie store kept in memory: the headless default. */
export function memoryCookieStore(initial: Record<string, string> = {}): CookieStore {
  const jar = new Map(Object.entries(initial));
  return {
    get: (name) => jar.get(name),
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
  };
}

/** Defaults: no UI, the safety check refuses (nobody can pass it headless), errors are dropped. */
export function defaultApiConfig(): ApiConfig {
  return {
    origin: '',
    env: 'zs',
    authEnv: 'pro',
    appCode: 101,
    appId: 'wenxian-web',
    appSecret: 'wenxian-web-secret',
    sessionId: randomHex(16),
    clientType: 'web',
    webVersion: '0.1.0',
    now: () => Date.now(),
    passSafetyCheck: () => Promise.reject(new Error('no safety check configured')),
    antiBotToken: () => Promise.resolve(undefined),
    notifyError: () => undefined,
    redirectToLogin: () => undefined,
    currentUrl: () => '/',
    cookies: memoryCookieStore(),
    authCookieNames: ['token', 'web_cookie', 'isMigrate', 'newUserDialog'],
    onPageHide: () => () => undefined,
    localStorageText: () => '',
    callLayerUnavailable: () => undefined,
  };
}

let current: ApiConfig = defaultApiConfig();
const listeners = new Set<(config: ApiConfig) => void>();
const scopes: (() => ApiConfig | undefined)[] = [];

/** The active configuration: the current scope's (one server-rendered request) or the process-wide one. */
export function apiConfig(): ApiConfig {
  for (const scope of scopes) {
    const config = scope();
    if (config) return config;
  }
  return current;
}

/** The process-wide configuration, whatever the scope. */
export function processConfig(): ApiConfig {
  return current;
}

/**
 * Lets a host give concurrent work its own configuration (the Node server: one per page request, read
 * from an AsyncLocalStorage). The package stays platform-neutral: the host owns the storage. Several hosts
 * in one process each add theirs (the renderer's page requests, the server's ticket exchanges): a call takes
 * the configuration of the scope it runs in, whichever host added it first. Returns the scope's removal.
 */
export function addApiConfigScope(provider: () => ApiConfig | undefined): () => void {
  scopes.push(provider);
  return () => {
    const index = scopes.indexOf(provider);
    if (index >= 0) scopes.splice(index, 1);
  };
}

/** Replaces parts of the configuration; unspecified parts keep their current value. */
export function configureApi(patch: Partial<ApiConfig>): ApiConfig {
  current = { ...current, ...patch };
  for (const listener of listeners) listener(current);
  return current;
}

/** Back to the defaults (tests). */
export function resetApiConfig(patch: Partial<ApiConfig> = {}): ApiConfig {
  current = { ...defaultApiConfig(), ...patch };
  for (const listener of listeners) listener(current);
  return current;
}

/** Lets core modules rebuild what depends on the configuration (the axios instance). */
export function onApiConfigChange(listener: (config: ApiConfig) => void): void {
  listeners.add(listener);
}
