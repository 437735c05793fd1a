import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const assets = fileURLToPath(new URL('../../dist/client/assets', import.meta.url));

describe('the production build the journeys run against', () => {
  it('leaves the simulated server out of the browser bundle (the Node server answers instead)', () => {
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(`${assets}/${file}`, 'utf8');
      expect(code, file).not.toMatch(/setupWorker|mockServiceWorker|configureSimulation/);
    }
  });
});
