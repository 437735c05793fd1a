import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** packages/web: the built server imports its libraries from packages/web/node_modules. */
const webDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The page server and the simulated backend's process built from the current sources, as `npm start` runs them
 * (server/build.config.ts), into a folder of their own: the tests start JavaScript, as production does, instead
 * of loading every module through a TypeScript loader in each process they start, and never read or replace a
 * `dist/node` the site's build writes beside them. The folder sits below packages/web/node_modules so the
 * build's imports of packages resolve as they do from dist/node. Returns the folder of index.js.
 */
export async function buildServer(): Promise<string> {
  const cache = join(webDir, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'server-under-test-'));
  await build({
    configFile: join(webDir, 'server', 'build.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}
