import { act, use, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PageHydrationModule from './pageHydration';

type PageHydration = typeof PageHydrationModule;

let hydration: PageHydration;
let root: Root | undefined;
beforeEach(async () => {
  // The moment is once per page load: each case is a page load of its own.
  vi.resetModules();
  hydration = await import('./pageHydration');
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** A promise settled by hand: a region whose content (its lazy code, its data) arrives after the shell's. */
function later() {
  let resolve!: (text: string) => void;
  const promise = new Promise<string>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** The results region: on the server its text is there; in the browser it waits for `content`. */
function Results({ content, log }: { content?: Promise<string>; log: string[] }) {
  const text = content ? use(content) : '检索结果';
  useEffect(() => void log.push('results effect'), [log]);
  return <p>{text}</p>;
}

function Shell({ onHydrated }: { onHydrated: () => void }) {
  hydration.useShellHydrated(onHydrated);
  return null;
}

function Page({
  content,
  log,
  withResults = true,
}: {
  content?: Promise<string>;
  log: string[];
  withResults?: boolean;
}) {
  const { HydratedRegion } = hydration;
  return (
    <>
      <HydratedRegion>
        <header>题头</header>
      </HydratedRegion>
      {withResults && (
        <HydratedRegion>
          <Results content={content} log={log} />
        </HydratedRegion>
      )}
      <Shell onHydrated={() => log.push('hydrated')} />
    </>
  );
}

/** The server's HTML in the document, then React hydrating it with `content` still on its way. */
async function hydrate(log: string[], content: Promise<string>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={[]} />);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Page content={content} log={log} />);
  });
  return container;
}

describe('the page counts as hydrated once every region has', () => {
  it('waits for a region that hydrates after the shell, and comes after its effects', async () => {
    const log: string[] = [];
    const results = later();
    const container = await hydrate(log, results.promise);
    expect(log).toEqual([]);
    expect(container.textContent).toContain('检索结果');
    await act(async () => results.resolve('检索结果'));
    expect(log).toEqual(['results effect', 'hydrated']);
  });

  it('comes once, however often the page renders again', async () => {
    const log: string[] = [];
    const results = later();
    await hydrate(log, results.promise);
    await act(async () => results.resolve('检索结果'));
    await act(async () => root!.render(<Page content={results.promise} log={log} />));
    expect(log.filter((entry) => entry === 'hydrated')).toHaveLength(1);
  });

  it('stops waiting for a region that left before it hydrated', async () => {
    const log: string[] = [];
    const results = later();
    await hydrate(log, results.promise);
    expect(log).toEqual([]);
    await act(async () => root!.render(<Page content={results.promise} log={log} withResults={false} />));
    expect(log).toEqual(['hydrated']);
  });
});
