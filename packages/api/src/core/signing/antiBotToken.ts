import { requestLimits } from '@wenxian/domain';
import { apiConfig } from '../config';

/** A token is reused for this long before the provider is asked again (doc 000 §9). */
export const ANTI_BOT_TOKEN_REUSE_MS: number = requestLimits.antiBotTokenReuseMs;

let cached: { token: string; issuedAt: number } | undefined;
let inFlight: Promise<string | undefined> | undefined;

/**
 * The anti-bot token for the next call: the cached one while younger than 60 s, else a fresh one from
 * the injected provider (concurrent callers share one fetch). No token means no header.
 */
export function currentAntiBotToken(): Promise<string | undefined> {
  const { now, antiBotToken } = apiConfig();
  if (cached && now() - cached.issuedAt < ANTI_BOT_TOKEN_REUSE_MS) return Promise.resolve(cached.token);
  inFlight ??= antiBotToken()
    .then((token) => {
      cached = token ? { token, issuedAt: now() } : undefined;
      return token;
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

export function resetAntiBotToken(): void {
  cached = undefined;
  inFlight = undefined;
}
