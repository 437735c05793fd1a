import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './test/builtServer';
import { createFixtureBuild } from './test/fixture';
import { alive, descendants } from './test/processTree';
import { raw } from './test/http';
import { onListening, spawnBuiltServer } from './test/serverProcess';
import { startStubUpstream } from './test/stubUpstream';

/**
 * How long a test waits for a process to start, answer, be replaced or end: a hang guard, not a figure. These
 * polls end as soon as the event comes; on a busy machine a server takes several seconds to start where a quiet
 * one takes one (the test's own limit is the project's, vitest.config.ts).
 */
const PROCESS_EVENT = { timeout: 120_000 };

/**
 * `npm start` itself (the server built from server/index.ts, in its own process): the binding rule, the startup
 * line, SIGTERM. The server is built once for the file, as production runs it (test/builtServer.ts).
 */
const repoDir = fileURLToPath(new URL('../../..', import.meta.url));
let dist: string;
let built: string;

beforeAll(async () => {
  dist = createFixtureBuild();
  built = await buildServer();
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  if (built) rmSync(built, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string };

/** Starts the server; `whenUp` runs once the startup line is printed, then the process is sent SIGTERM. */
function run(env: Record<string, string>, whenUp?: (url: string) => Promise<void>): Promise<Run> {
  return new Promise((resolve, reject) => {
    // Two page server processes whatever the machine's cores (workers.ts), unless a test says otherwise.
    const child = spawnBuiltServer(built, { WENXIAN_DIST: dist, SIMULATION: '', WEB_CONCURRENCY: '2', ...env });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    onListening(child, (url) => {
      void (whenUp?.(url) ?? Promise.resolve()).then(() => child.kill('SIGTERM'), reject);
    });
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm start', () => {
  it('refuses to serve the simulation beyond loopback without SIMULATION=1', async () => {
    const result = await run({ HOST: '0.0.0.0' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SIMULATION=1');
    expect(result.stdout).not.toContain('running at');
  });

  it('serves it there with SIMULATION=1, says so in one startup line, and stops cleanly on SIGTERM', async () => {
    let health = '';
    const result = await run({ HOST: '0.0.0.0', SIMULATION: '1' }, async (url) => {
      health = await (await fetch(new URL('/healthz', url))).text();
    });
    expect(health).toBe('{"status":"ok","mode":"simulation"}');
    const lines = result.stdout.trim().split('\n');
    expect(lines.filter((line) => line.startsWith('wenxian is running at'))).toEqual([
      expect.stringMatching(
        /^wenxian is running at http:\/\/localhost:\d+\/ {2}\(API → simulated backend at http:\/\/127\.0\.0\.1:\d+\/, its own process; server rendering; 2 processes\)$/,
      ),
    ]);
    expect(lines.some((line) => line.includes('"msg":"shutting down"'))).toBe(true);
    expect(result.code).toBe(0);
  });

  it('runs as one process with WEB_CONCURRENCY=1, and says nothing of processes then', async () => {
    const result = await run({ WEB_CONCURRENCY: '1' });
    expect(result.stdout).toMatch(/its own process; server rendering\)\n/);
    expect(result.code).toBe(0);
  });

  it('stops with one line, not a stack trace, for a host it cannot listen on', async () => {
    for (const HOST of ['[::ffff:127.0.0.1]', 'http://localhost', '192.0.2.1']) {
      const result = await run({ HOST, SIMULATION: '1' });
      expect(result.code, HOST).toBe(1);
      expect(result.stderr.trim().split('\n'), HOST).toHaveLength(1);
      expect(result.stderr, HOST).toMatch(
        HOST === '192.0.2.1' ? /Cannot listen on 192\.0\.2\.1:0: EADDRNOTAVAIL/ : /^HOST must be/,
      );
    }
  });

  it('stops with a message naming a wrong setting', async () => {
    const result = await run({ TRUSTED_PROXIES: '10.0.0.0/8, not-an-address' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('TRUSTED_PROXIES');
    expect(result.stderr).toContain('not-an-address');
  });
});

describe.each([
  ['npm', ['start']],
  ['pnpm', ['start']],
])('%s start', (tool, args) => {
  it('passes SIGTERM on to the server, which finishes the requests in flight and leaves no process', async () => {
    const upstream = await startStubUpstream();
    const child = spawn(tool, args, {
      cwd: repoDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        WENXIAN_DIST: dist,
        API_UPSTREAM: upstream.url,
        WEB_CONCURRENCY: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const listening = new Promise<string>((resolve) => onListening(child, resolve));
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.resume();
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const url = await listening;
      const tree = descendants(child.pid as number);
      const inFlight = Array.from({ length: 4 }, () => raw(new URL('/newsite/slow', url).href));
      const slowSeen = () => upstream.record.requests.filter((request) => request.url.includes('/newsite/slow'));
      await expect.poll(() => slowSeen().length, PROCESS_EVENT).toBe(4);
      child.kill('SIGTERM');
      const answers = await Promise.all(inFlight);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(await exited).toBe(0);
      expect(stdout).toContain('"msg":"shutting down"');
      await expect.poll(() => tree.filter(alive), PROCESS_EVENT).toEqual([]);
    } finally {
      if (alive(child.pid as number)) child.kill('SIGKILL');
      await upstream.close();
    }
  });
});

describe('several page server processes (WEB_CONCURRENCY)', () => {
  /** The page server processes below the primary (the simulated backend runs another file). */
  const pageServers = (pid: number) =>
    descendants(pid).filter(
      (id) => alive(id) && readFileSync(`/proc/${id}/cmdline`, 'utf8').includes(join(built, 'index.js')),
    );

  it('replaces a page server process that dies, and answers meanwhile', async () => {
    const child = spawnBuiltServer(
      built,
      { WENXIAN_DIST: dist, WEB_CONCURRENCY: '2' },
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const listening = new Promise<string>((resolve) => onListening(child, resolve));
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    try {
      const url = await listening;
      const [first, second] = pageServers(child.pid as number);
      expect([first, second].every(Boolean)).toBe(true);
      // Each try bounded: a connection the primary hands to the worker in the instant it dies is lost with it.
      const page = () =>
        fetch(new URL('/with-call', url), { signal: AbortSignal.timeout(15_000) }).then(
          (answer) => answer.status,
          () => 0,
        );
      process.kill(first as number, 'SIGKILL');
      await expect.poll(page, PROCESS_EVENT).toBe(200);
      await expect
        .poll(() => pageServers(child.pid as number).filter((id) => id !== first).length, PROCESS_EVENT)
        .toBe(2);
      expect(stdout).toContain('"msg":"page server process exited"');
      expect(await page()).toBe(200);
    } finally {
      const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('ends with every process when stopped while a replacement is still starting', async () => {
    const child = spawnBuiltServer(
      built,
      { WENXIAN_DIST: dist, WEB_CONCURRENCY: '2' },
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const listening = new Promise<string>((resolve) => onListening(child, resolve));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await listening;
      const tree = descendants(child.pid as number);
      const [first] = pageServers(child.pid as number);
      process.kill(first as number, 'SIGKILL');
      // The replacement is forked (it has a process) but has not yet loaded the renderer and listened.
      await expect
        .poll(() => pageServers(child.pid as number).filter((id) => id !== first).length, PROCESS_EVENT)
        .toBe(2);
      const replacement = pageServers(child.pid as number).filter((id) => !tree.includes(id));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await expect.poll(() => [...tree, ...replacement].filter(alive), PROCESS_EVENT).toEqual([]);
    } finally {
      if (alive(child.pid as number)) child.kill('SIGKILL');
    }
  });
});

describe('the simulated backend in its own process', () => {
  it.each(['SIGTERM', 'SIGKILL'] as const)(
    'answers through the proxy, and ends with the server killed by %s',
    async (signal) => {
      const child = spawnBuiltServer(
        built,
        { WENXIAN_DIST: dist, SIMULATION_PORT: '', WEB_CONCURRENCY: '2' },
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const listening = new Promise<string>((resolve) => onListening(child, resolve));
      let stdout = '';
      child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
      try {
        const url = await listening;
        const simulation = /simulated backend at (\S+),/.exec(stdout)?.[1] as string;
        const tree = descendants(child.pid as number);
        expect(tree.length).toBeGreaterThan(0);
        // The site's call and the simulation's own answer are one and the same.
        const viaSite = await (await fetch(new URL('/newsite/server-time', url))).json();
        expect(viaSite).toMatchObject({ code: 200, data: expect.any(Number) });
        const direct = await fetch(new URL('/newsite/server-time', simulation));
        expect(direct.status).toBe(200);
        // The page renderer's own calls reach it too (the fixture's /with-call page).
        expect((await raw(new URL('/with-call', url).href)).text).toMatch(/"code":200/);
        child.kill(signal);
        await exited;
        await expect.poll(() => tree.filter(alive), PROCESS_EVENT).toEqual([]);
        await expect(fetch(new URL('/newsite/server-time', simulation))).rejects.toThrow();
      } finally {
        if (alive(child.pid as number)) child.kill('SIGKILL');
      }
    },
  );
});

describe('the simulated backend kept running, and a readiness answer (M3)', () => {
  /** The simulated backend's process below the server (it runs the simulation's own entry). */
  const simulationOf = (pid: number) =>
    descendants(pid).find(
      (id) => alive(id) && readFileSync(`/proc/${id}/cmdline`, 'utf8').includes(join(built, 'simulation.js')),
    );

  it('restarts the simulated backend killed with SIGKILL, says so, and tells the outage on /readyz only', async () => {
    const child = spawnBuiltServer(
      built,
      { WENXIAN_DIST: dist, SIMULATION_PORT: '', WEB_CONCURRENCY: '2' },
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const listening = new Promise<string>((resolve) => onListening(child, resolve));
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    const statusOf = (url: string) =>
      fetch(url, { signal: AbortSignal.timeout(15_000) }).then(
        (answer) => answer.status,
        () => 0,
      );
    try {
      const url = await listening;
      const at = (path: string) => new URL(path, url).href;
      expect(await statusOf(at('/readyz'))).toBe(200);
      const first = simulationOf(child.pid as number) as number;
      expect(first).toBeGreaterThan(0);

      process.kill(first, 'SIGKILL');
      // Not ready while the backend is down, yet alive: an orchestrator holds visitors back, restarts nothing.
      await expect.poll(() => statusOf(at('/readyz')), PROCESS_EVENT).toBe(503);
      expect(await statusOf(at('/healthz'))).toBe(200);
      // Back by itself: the pages' calls reach a new simulated backend on the same address.
      await expect
        .poll(async () => (await raw(at('/with-call'))).text.includes('"code":200'), PROCESS_EVENT)
        .toBe(true);
      await expect.poll(() => statusOf(at('/readyz')), PROCESS_EVENT).toBe(200);
      const second = simulationOf(child.pid as number);
      expect(second).not.toBe(first);
      expect(stdout).toContain('"msg":"simulated backend exited"');
      expect(stdout).toContain('"msg":"simulated backend restarted"');
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
