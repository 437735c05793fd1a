import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { warmCitations } from '../citation/engine';
import { corpus } from '../handlers/corpusAndSearchEngine';
import { createSimulationAnswer } from './answer';

/**
 * The simulation as its own HTTP process: the site server forks this file and reaches it through
 * its upstream proxy exactly as it reaches a real backend. It listens on loopback only, on SIMULATION_PORT
 * (0, the default, asks the system for a free port so parallel servers never collide) and reports the port
 * to its parent over IPC. Run by hand (no IPC) it prints the address instead.
 *
 * It lives exactly as long as its parent: the IPC channel closes when the parent ends, however it ends
 * (exit, SIGTERM, SIGKILL), and then this process exits too.
 */
export type Ready = { type: 'simulation-ready'; port: number };

const port = Number(process.env.SIMULATION_PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`SIMULATION_PORT must be a port number, got "${process.env.SIMULATION_PORT}"`);
  process.exit(1);
}
const now = process.env.SIMULATION_NOW?.trim();
const startsAt = now ? Date.parse(now) : undefined;
if (startsAt !== undefined && !Number.isFinite(startsAt)) {
  console.error(`SIMULATION_NOW must be an ISO date-time (2025-03-01T10:00:00+08:00), got "${now}"`);
  process.exit(1);
}
const answer = createSimulationAnswer({ rateLimit: process.env.SIMULATION_RATE_LIMIT !== 'off', startsAt });

if (process.send) process.on('disconnect', () => process.exit(0));

// The corpus and its search index are built before the port is reported, so the site's first visitor after a
// start never waits for them (seconds on a busy machine: past the render deadline, a 500 for a search).
await corpus();

// Node's own Request/Response stay global: the handlers answer files with `new Response(...)`.
const server = serve({ fetch: answer, port, hostname: '127.0.0.1', overrideGlobalObjects: false }, (info) => {
  const ready: Ready = { type: 'simulation-ready', port: info.port };
  if (process.send) process.send(ready);
  else console.log(`simulated backend at http://127.0.0.1:${info.port}/`);
  // The citation styles compile in the background once listening (the first APA text otherwise waits seconds);
  // a failure only loses the head start.
  setTimeout(() => void warmCitations().catch(() => undefined), 0);
}) as Server;
server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(`The simulated backend cannot listen on 127.0.0.1:${port}: ${error.code ?? error.message}`);
  process.exit(1);
});
