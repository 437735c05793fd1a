import { resetAntiBotToken } from './signing/antiBotToken';
import { resetServerTimeOffset } from './signing/serverClock';
import { apiConfig, resetApiConfig, type ApiConfig } from './config';

/**
 * Back to a fresh call layer (tests and the Node server between sessions): default handlers, no
 * server-time offset, no cached anti-bot token. The origin is kept unless the patch sets one.
 */
export function resetCallLayer(patch: Partial<ApiConfig> = {}): ApiConfig {
  const { origin } = apiConfig();
  resetAntiBotToken();
  resetServerTimeOffset();
  return resetApiConfig({ origin, ...patch });
}
