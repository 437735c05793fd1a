import { afterAll, beforeAll } from 'vitest';
import { startSiteServer, type SiteServer } from './siteServer';

/**
 * A second journey server over the site already built by globalSetup, for journeys that need the simulation
 * set otherwise than the shared server (its burst limit on, its clock elsewhere). It listens on a free port the
 * system picks (named in its startup line and in the file's output). Started before the file's journeys,
 * stopped after.
 */
export function useJourneyServer(env: Record<string, string>): { baseUrl: () => string } {
  let server: SiteServer | undefined;
  beforeAll(async () => {
    server = await startSiteServer({ ACCESS_LOG: 'off', ...env });
    console.info(
      `journey server (${Object.entries(env)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}) at ${server.baseUrl}`,
    );
  });
  afterAll(() => server?.stop());
  return {
    baseUrl: () => {
      if (!server) throw new Error('the journey server has not started');
      return server.baseUrl;
    },
  };
}
