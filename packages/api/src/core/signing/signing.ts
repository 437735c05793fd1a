import { currentAntiBotToken } from './antiBotToken';
import { serverNow } from './serverClock';
import { apiConfig } from '../config';
import { hmacSha256Hex } from './hmac';

/** Header names of every call; docs/api/headers.md is the contract the simulated server verifies. */
export const HEADERS = {
  deviceType: 'X-Device-Type',
  env: 'X-Env',
  authEnv: 'X-Auth-Env',
  clientType: 'X-Client-Type',
  timestamp: 'X-Timestamp',
  sessionId: 'X-Session-Id',
  sign: 'X-Sign',
  appId: 'X-App-Id',
  timestampSeconds: 'X-Ts',
  hmac: 'X-Hmac',
  webVersion: 'X-Web-Version',
  antiBotToken: 'X-Anti-Bot-Token',
} as const;

export const DEVICE_TYPE = 'pc';

const sessionKeys = new Map<string, string>();

/**
 * The per-session key: HMAC-SHA256(appSecret, sessionId), hex. The key itself never travels. Computed
 * once per (secret, session) pair: it is the same for every call of the session.
 */
export function sessionKey(appSecret: string, sessionId: string): string {
  const cacheKey = `${appSecret}\n${sessionId}`;
  let key = sessionKeys.get(cacheKey);
  if (!key) {
    key = hmacSha256Hex(appSecret, sessionId);
    sessionKeys.set(cacheKey, key);
  }
  return key;
}

/** X-Sign: HMAC-SHA256(sessionKey, path + timestamp). */
export function pathSignature(appSecret: string, sessionId: string, path: string, timestampMs: number): string {
  return hmacSha256Hex(sessionKey(appSecret, sessionId), `${path}${timestampMs}`);
}

/** The canonical string of X-Hmac: app id, method, path and seconds, one per line. */
export function hmacInput(appId: string, method: string, path: string, timestampSeconds: number): string {
  return `${appId}\n${method.toUpperCase()}\n${path}\n${timestampSeconds}`;
}

/** X-Hmac: HMAC-SHA256(appSecret, hmacInput(...)). */
export function requestHmac(
  appSecret: string,
  appId: string,
  method: string,
  path: string,
  timestampSeconds: number,
): string {
  return hmacSha256Hex(appSecret, hmacInput(appId, method, path, timestampSeconds));
}

/**
 * Every header of one call. `path` is the resolved path (base path included, no origin, no query);
 * the timestamp is read from the server-aligned clock at signing time, so a resync changes it.
 */
export async function signedHeaders(method: string, path: string): Promise<Record<string, string>> {
  const config = apiConfig();
  const timestamp = Math.round(serverNow());
  const seconds = Math.floor(timestamp / 1000);
  const sign = pathSignature(config.appSecret, config.sessionId, path, timestamp);
  const hmac = requestHmac(config.appSecret, config.appId, method, path, seconds);
  const token = await currentAntiBotToken();
  const headers: Record<string, string> = {
    [HEADERS.deviceType]: DEVICE_TYPE,
    [HEADERS.env]: config.env,
    [HEADERS.authEnv]: config.authEnv,
    [HEADERS.clientType]: config.clientType,
    [HEADERS.timestamp]: String(timestamp),
    [HEADERS.sessionId]: config.sessionId,
    [HEADERS.sign]: sign,
    [HEADERS.appId]: config.appId,
    [HEADERS.timestampSeconds]: String(seconds),
    [HEADERS.hmac]: hmac,
    [HEADERS.webVersion]: config.webVersion,
  };
  if (token) headers[HEADERS.antiBotToken] = token;
  return headers;
}
