import { resetAntiBotToken } from './signing/antiBotToken';
import { resetServerTimeOffset } from './signing/serverClock';
import { apiConfig, resetApiConfig, type ApiConfig } from './config';
import { forgetLoadedClient } from './transport/client';

/**
 * Back to a fresh call layer (tests and the Node server between sessions): default handlers, no
 * server-time offset, no cached anti-bot token, the call layer's code loaded again on the next call. The origin is kept unless the patch sets one.
 */
export function resetCallLayer(patch: Partial<ApiConfig> = {}): ApiConfig {
  const { origin } = apiConfig();
  resetAntiBotToken();
  resetServerTimeOffset();
  forgetLoadedClient();
  return resetApiConfig({ origin, ...patch });
}
