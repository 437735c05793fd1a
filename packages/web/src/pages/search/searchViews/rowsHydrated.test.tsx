import { act, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HydrateOnUseModule from '../../../app/hydration/hydrateOnUse';
import type * as RowsHydratedModule from './rowsHydrated';

let regions: typeof HydrateOnUseModule;
let rows: typeof RowsHydratedModule;
let root: Root | undefined;

/** Everything observed is in sight at once, as on a phone, where the whole page is drawn small (doc 000 §9). */
class AllInSight {
  constructor(private readonly seen: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.seen([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never));
  }
  disconnect() {}
}

beforeEach(async () => {
  // The first hydration is once per page load: each case is a page load of its own.
  vi.resetModules();
  regions = await import('../../../app/hydration/hydrateOnUse');
  rows = await import('./rowsHydrated');
  vi.stubGlobal('IntersectionObserver', AllInSight);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function Row({ n, log }: { n: number; log: string[] }) {
  useEffect(() => void log.push(`row ${n}`), [log, n]);
  return <li>第 {n} 条</li>;
}

function Results({ log }: { log: string[] }) {
  useEffect(() => void log.push('page hydrated'), [log]);
  return <ol>{[1, 2, 3, 4].map((n) => rows.hydrateRowWhenSeen(<Row key={n} n={n} log={log} />, n - 1))}</ol>;
}

describe('result rows past the first screenful', () => {
  it('in sight while the page hydrates, hydrate once the page has, keeping the server HTML', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Results log={[]} />);
    document.body.append(container);
    const serverHtml = container.innerHTML;
    const log: string[] = [];
    regions.deferRegionsInFirstHydration();
    await act(async () => {
      root = hydrateRoot(container, <Results log={log} />);
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(log).toEqual(['row 1', 'row 2', 'page hydrated']);

    await act(async () => regions.endFirstHydration());
    expect(log).toEqual(['row 1', 'row 2', 'page hydrated', 'row 3', 'row 4']);
    expect(container.innerHTML).toBe(serverHtml);
  });
});
