import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { createApp } from './app';
import { createProxyBackend, createSimulatedBackend } from './backend';

/**
 * Serves the production build. API_UPSTREAM=https://backend.example points /newsite, /auth and /website
 * at a real backend; without it the embedded simulated server answers them.
 */
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const upstream = process.env.API_UPSTREAM;
const distDir = fileURLToPath(new URL('../dist', import.meta.url));

if (!existsSync(distDir)) {
  console.error('No build found at packages/web/dist: run `pnpm build` first (npm start does it for you).');
  process.exit(1);
}

const backend = upstream ? createProxyBackend(upstream) : await createSimulatedBackend();
const app = createApp({ backend, distDir });

// Keep Node's own Request/Response: the simulation's handlers answer files with `new Response(...)` and
// check `instanceof Response`, which Hono's lighter replacement globals would break.
serve({ fetch: app.fetch, port, hostname: host, overrideGlobalObjects: false }, (info) => {
  const mode = upstream ? `API → ${upstream}` : 'API → embedded simulated server';
  console.log(`wenxian is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${info.port}/  (${mode})`);
});
