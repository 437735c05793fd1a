import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBuild } from './test/fixture';
import { alive, descendants } from './test/processTree';
import { raw } from './test/http';
import { onListening } from './test/serverProcess';

/** `npm start` in production: the page server and the simulated backend run as JavaScript built ahead. */
const repoDir = fileURLToPath(new URL('../../..', import.meta.url));
let dist: string;

beforeAll(() => {
  dist = createFixtureBuild();
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('npm start runs code built ahead', () => {
  /** A process's command line, its arguments joined by spaces. */
  const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();

  it('starts the page server and the simulated backend from JavaScript, with no TypeScript loader', async () => {
    const child = spawn('npm', ['start'], {
      cwd: repoDir,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WENXIAN_DIST: dist, API_UPSTREAM: '', WEB_CONCURRENCY: '2' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const listening = new Promise<string>((resolve) => onListening(child, resolve));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    try {
      const url = await listening;
      expect((await raw(new URL('/with-call', url).href)).text).toMatch(/"code":200/);
      const nodes = descendants(child.pid as number)
        .filter(alive)
        .map(commandOf)
        .filter((command) => /\bnode\b/.test(command) && !command.includes('run.mjs'));
      // The primary, its two page server processes and the simulated backend.
      expect(nodes.filter((command) => command.endsWith('dist/node/index.js'))).toHaveLength(3);
      expect(nodes.filter((command) => command.endsWith('dist/node/simulation.js'))).toHaveLength(1);
      expect(nodes.filter((command) => /tsx|--import|--loader|\.ts\b/.test(command))).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
