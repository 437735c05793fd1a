import { act, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type * as HydrateOnUseModule from './hydrateOnUse';

let module: typeof HydrateOnUseModule;
let root: Root | undefined;
let consoleErrors: MockInstance<typeof console.error>;
beforeEach(async () => {
  // The first hydration is once per page load: each case is a page load of its own.
  vi.resetModules();
  module = await import('./hydrateOnUse');
  consoleErrors = vi.spyOn(console, 'error');
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  // A region hydrates as React expects a suspended component to (React warns once per page, in whichever case).
  const warnings = consoleErrors.mock.calls.map(([first]) => String(first)).filter((text) => text.includes('use()'));
  consoleErrors.mockRestore();
  expect(warnings).toEqual([]);
});

/** A footer whose button counts clicks: on the server and before hydration, its count is the server's 0. */
function Footer({ log }: { log: string[] }) {
  const [clicks, setClicks] = useState(0);
  const [isSubscribed, setSubscribed] = useState(false);
  useEffect(() => void log.push('footer hydrated'), [log]);
  return (
    <footer>
      <a href="/help">帮助中心</a>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        用户反馈 {clicks}
      </button>
      <label>
        <input type="checkbox" checked={isSubscribed} onChange={(event) => setSubscribed(event.target.checked)} />
        {isSubscribed ? '已订阅' : '订阅'}
      </label>
    </footer>
  );
}

function Page({ log, until = 'used' }: { log: string[]; until?: HydrateOnUseModule.HydratedOnUseProps['until'] }) {
  const { HydratedOnUse } = module;
  useEffect(() => void log.push('shell hydrated'), [log]);
  return (
    <>
      <header>题头</header>
      <HydratedOnUse until={until}>
        <Footer log={log} />
      </HydratedOnUse>
    </>
  );
}

/** The server's HTML in the document, then the entry's first hydration of it. */
async function hydrate(log: string[], until?: HydrateOnUseModule.HydratedOnUseProps['until']) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={[]} until={until} />);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  module.deferRegionsInFirstHydration();
  await act(async () => {
    root = hydrateRoot(container, <Page log={log} until={until} />);
  });
  module.endFirstHydration();
  return { container, serverHtml };
}

const button = (container: HTMLElement) => container.querySelector('button')!;

describe('a region hydrated on use', () => {
  it('stays the server HTML while the shell hydrates, and its first click is answered', async () => {
    const log: string[] = [];
    const { container, serverHtml } = await hydrate(log);
    expect(log).toEqual(['shell hydrated']);
    expect(container.innerHTML).toBe(serverHtml);
    // The click itself hydrates the region, and React hands it to the button's handler.
    await act(async () => button(container).dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(log).toEqual(['shell hydrated', 'footer hydrated']);
    expect(button(container).textContent).toBe('用户反馈 1');
  });

  it('a checkbox ticked by the click that hydrates the region is ticked, and its change is answered', async () => {
    const log: string[] = [];
    const { container } = await hydrate(log);
    const checkbox = container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    // The browser ticks the box before any listener runs; React, hydrating inside the click, must still see a change.
    await act(async () => checkbox.click());
    expect(log).toEqual(['shell hydrated', 'footer hydrated']);
    expect(checkbox.checked).toBe(true);
    expect(container.querySelector('label')!.textContent).toBe('已订阅');
    // And the next click unticks it, as after any hydration.
    await act(async () => checkbox.click());
    expect(checkbox.checked).toBe(false);
    expect(container.querySelector('label')!.textContent).toBe('订阅');
  });

  it('hydrates when the visitor points at it, before the click', async () => {
    const log: string[] = [];
    const { container } = await hydrate(log);
    await act(async () => button(container).dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(log).toEqual(['shell hydrated', 'footer hydrated']);
  });

  it('is not hydrated by input elsewhere on the page', async () => {
    const log: string[] = [];
    const { container } = await hydrate(log);
    await act(async () => container.querySelector('header')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(log).toEqual(['shell hydrated']);
  });

  it('hydrates when the page navigates (hydrateAllRegions), and keeps its server HTML', async () => {
    const log: string[] = [];
    const { container, serverHtml } = await hydrate(log);
    await act(async () => module.hydrateAllRegions());
    expect(log).toEqual(['shell hydrated', 'footer hydrated']);
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('hydrates, keeping its server HTML, when its content changes before it is used', async () => {
    const log: string[] = [];
    const { container } = await hydrate(log);
    const footer = container.querySelector('footer');
    await act(async () => root?.render(<Page log={[...log]} />));
    expect(log).toEqual(['shell hydrated', 'footer hydrated']);
    expect(container.querySelector('footer')).toBe(footer);
  });

  it('with `scrolled`, hydrates as the page scrolls', async () => {
    const log: string[] = [];
    await hydrate(log, 'scrolled');
    expect(log).toEqual(['shell hydrated']);
    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(log).toEqual(['shell hydrated', 'footer hydrated']);
  });

  it('renders at once outside the first hydration (a later page, a story)', async () => {
    const log: string[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page log={log} />);
    });
    expect(log).toEqual(['footer hydrated', 'shell hydrated']);
    expect(button(container).textContent).toBe('用户反馈 0');
  });
});
