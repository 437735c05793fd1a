import { fileURLToPath } from 'node:url';
import { runsBuilt } from './built';
import { jsonLogger } from './http/accessLog';
import { checkBinding, readServerConfig, type ServerConfig } from './config';
import { stopOnSignal } from './shutdown';
import { startServer } from './start';
import { isWorker, runPrimary, runWorker } from './workers';

/**
 * Serves the production build (README "Pointing at a real backend" lists the variables). API_UPSTREAM
 * points /newsite, /auth and /website at a real backend; without it the embedded simulated server answers
 * them, on loopback unless SIMULATION=1. WENXIAN_DIST points at another build (the server tests use it).
 * With WEB_CONCURRENCY above 1 (the default on a machine with several cores) this process is the primary of
 * that many page server processes (workers.ts), and each of them runs this file too.
 */
// The server renders with React's production build whatever the caller's NODE_ENV (Vitest sets "test").
process.env.NODE_ENV = 'production';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = readServerConfig();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const refusal = checkBinding(config);
if (refusal) fail(refusal);

// Built, this file is dist/node/index.js, inside the build it serves.
const distRoot = process.env.WENXIAN_DIST ?? fileURLToPath(new URL(runsBuilt ? '..' : '../dist', import.meta.url));
const start = (serverConfig: ServerConfig, simulationUrl?: URL) =>
  startServer(serverConfig, { distRoot, log: jsonLogger, imageHost: process.env.VITE_IMAGE_HOST, simulationUrl });

if (isWorker()) {
  await runWorker(config, start);
} else if (config.workers > 1) {
  const { startupLine } = await runPrimary(config, jsonLogger).catch((error: Error) => fail(error.message));
  console.log(startupLine);
} else {
  const running = await start(config).catch((error: Error) => fail(error.message));
  stopOnSignal(jsonLogger, running.close);
  console.log(running.startupLine);
}
