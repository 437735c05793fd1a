import { act, useEffect, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type * as HydrateOnUseModule from './hydrateOnUse';
import type * as PartOnUseModule from './partOnUse';
import { FeedbackFooter as Footer } from '../../test/feedbackFooter';

// A click a region cannot answer for want of its code reloads the page (doc 000 §8); jsdom cannot reload.
const reloadAfterChunkError = vi.hoisted(() => vi.fn(() => false));
vi.mock('../chunkReload', () => ({ reloadAfterChunkError }));
let module: typeof HydrateOnUseModule;
let parts: typeof PartOnUseModule;
let root: Root | undefined;
let consoleErrors: MockInstance<typeof console.error>;
beforeEach(async () => {
  // The first hydration is once per page load: each case is a page load of its own.
  vi.resetModules();
  module = await import('./hydrateOnUse');
  parts = await import('./partOnUse');
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

type Until = HydrateOnUseModule.HydratedOnUseProps['until'];
type FooterComponent = ComponentType<{ log: string[] }>;
type PageProps = { log: string[]; until?: Until; RegionFooter?: FooterComponent; codeOnFirstInput?: boolean };
function Page({ log, until = 'used', RegionFooter = Footer, codeOnFirstInput }: PageProps) {
  const { HydratedOnUse } = module;
  useEffect(() => void log.push('shell hydrated'), [log]);
  return (
    <>
      <header>题头</header>
      <HydratedOnUse until={until} codeOnFirstInput={codeOnFirstInput}>
        <RegionFooter log={log} />
      </HydratedOnUse>
    </>
  );
}

type HydrateOptions = Omit<PageProps, 'log'> & { beforeHydrationEnds?: () => Promise<void> | void };
/**
 * The server's HTML in the document, then the entry's first hydration of it; the browser's footer may be another
 * component rendering the same HTML (a part loaded on use: the server has every part's code).
 */
async function hydrate(log: string[], { beforeHydrationEnds, ...page }: HydrateOptions = {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={[]} until={page.until} />);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  module.deferRegionsInFirstHydration();
  await act(async () => {
    root = hydrateRoot(container, <Page log={log} {...page} />);
  });
  await beforeHydrationEnds?.();
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

  it('hydrates on the visitor’s intent to navigate once the page has hydrated, not during that', async () => {
    const log: string[] = [];
    const { container, serverHtml } = await hydrate(log, {
      beforeHydrationEnds: async () => {
        await act(async () => module.hydrateRegionsBeforeNavigation());
        expect(log).toEqual(['shell hydrated']);
      },
    });
    await act(async () => module.hydrateRegionsBeforeNavigation());
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
    await hydrate(log, { until: 'scrolled' });
    expect(log).toEqual(['shell hydrated']);
    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(log).toEqual(['shell hydrated', 'footer hydrated']);
  });

  it('renders at once outside the first hydration (a later page, a story)', async () => {
    const log: string[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => (root = createRoot(container)).render(<Page log={log} />));
    expect(log).toEqual(['footer hydrated', 'shell hydrated']);
    expect(button(container).textContent).toBe('用户反馈 0');
  });
});

describe('a region whose code comes when it is used (partOnUse)', () => {
  /** The footer's page, its code held until `deliver` (or given by `importCode`), hydrated over the server's HTML. */
  async function hydrateWithCodeOnUse(log: string[], importCode?: () => Promise<typeof Footer>) {
    let deliver!: () => void;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    const importFooter = vi.fn(importCode ?? (() => delivered.then(() => Footer)));
    const part = parts.partOnUse(importFooter);
    const { container, serverHtml } = await hydrate(log, { RegionFooter: part });
    const arrive = async () => {
      await act(() => (deliver(), delivered));
      // The held click is given in a task after the region's commit.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    return { container, serverHtml, importFooter, arrive, part };
  }

  it('downloads its code on the first use, and a click before the code has come is answered once it has', async () => {
    const log: string[] = [];
    const { container, serverHtml, importFooter, arrive } = await hydrateWithCodeOnUse(log);
    expect(importFooter).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    await act(async () => button(container).click());
    expect(importFooter).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe(serverHtml);
    await arrive();
    expect(log).toEqual(['shell hydrated', 'footer hydrated']);
    expect(button(container).textContent).toBe('用户反馈 1');
  });

  it("a click on a button's icon before the code has come is answered once it has", async () => {
    const { container, arrive } = await hydrateWithCodeOnUse([]);
    const icon = container.querySelector('svg')!;
    await act(async () => icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    await arrive();
    expect(button(container).textContent).toBe('用户反馈 1');
  });

  it('a box clicked before the code has come is ticked once it has, its change answered', async () => {
    const { container, arrive } = await hydrateWithCodeOnUse([]);
    const checkbox = container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    await act(async () => checkbox.click());
    // Not ticked where the page's state could not follow.
    expect(checkbox.checked).toBe(false);
    await arrive();
    expect(checkbox.checked).toBe(true);
    expect(container.querySelector('label')!.textContent).toBe('已订阅');
  });

  it('keeps its server HTML when its content changes before the code has come, and takes the change once it has', async () => {
    const log: string[] = [];
    const { container, serverHtml, importFooter, arrive, part } = await hydrateWithCodeOnUse(log);
    const footer = container.querySelector('footer');
    const newLog = [...log];
    await act(async () => root?.render(<Page log={newLog} RegionFooter={part} />));
    // The change downloads the code; meanwhile the server's HTML stays in place, not an empty region.
    expect(importFooter).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe(serverHtml);
    await arrive();
    expect(container.querySelector('footer')).toBe(footer);
    expect(newLog).toContain('footer hydrated');
  });

  it('with `codeOnFirstInput`, downloads its code at the first input anywhere once the page has hydrated, and hydrates only when used', async () => {
    const log: string[] = [];
    const importFooter = vi.fn(() => Promise.resolve(Footer));
    const pointAtHeader = () =>
      act(async () => document.querySelector('header')!.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    // An input while the page hydrates has the code wait for the hydration's end, not compete with it.
    const { container, serverHtml } = await hydrate(log, {
      RegionFooter: parts.partOnUse(importFooter),
      codeOnFirstInput: true,
      beforeHydrationEnds: async () => {
        await pointAtHeader();
        expect(importFooter).not.toHaveBeenCalled();
      },
    });
    expect(importFooter).toHaveBeenCalledTimes(1);
    await pointAtHeader();
    expect(importFooter).toHaveBeenCalledTimes(1);
    expect(log).toEqual(['shell hydrated']);
    expect(container.innerHTML).toBe(serverHtml);
    // Its code is here: the first click on it is answered at once, as the click that hydrates it.
    await act(async () => button(container).click());
    expect(log).toEqual(['shell hydrated', 'footer hydrated']);
    expect(button(container).textContent).toBe('用户反馈 1');
  });

  it('stays the server HTML when its code fails to come, and the next use tries again', async () => {
    const log: string[] = [];
    let calls = 0;
    // The first download fails as a network does, a moment later.
    const importCode = () =>
      ++calls === 1
        ? new Promise<typeof Footer>((_, reject) => setTimeout(() => reject(new Error('offline')), 5))
        : Promise.resolve(Footer);
    const { container, serverHtml } = await hydrateWithCodeOnUse(log, importCode);
    await act(async () => button(container).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.innerHTML).toBe(serverHtml);
    expect(log).toEqual(['shell hydrated']);
    expect(reloadAfterChunkError).toHaveBeenCalledTimes(1);
    // The next click brings the code; it is answered, and the click whose code never came is not.
    await act(async () => button(container).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calls).toBe(2);
    expect(log).toEqual(['shell hydrated', 'footer hydrated']);
    expect(button(container).textContent).toBe('用户反馈 1');
  });

  it('leaves a link clicked before the code has come to the browser, which follows it', async () => {
    const { container } = await hydrateWithCodeOnUse([]);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    // jsdom does not navigate: what counts is that nothing held the click back.
    container.querySelector('a')!.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const followed = vi.fn();
    window.addEventListener('click', (event) => followed(event.defaultPrevented), { capture: true, once: true });
    await act(async () => container.querySelector('a')!.dispatchEvent(click));
    expect(followed).toHaveBeenCalledWith(false);
  });

  it('renders as its code comes outside the first hydration', async () => {
    const log: string[] = [];
    let deliver!: () => void;
    const FooterOnUse = parts.partOnUse(
      () => new Promise<typeof Footer>((resolve) => (deliver = () => resolve(Footer))),
    );
    const { HydratedOnUse } = module;
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <HydratedOnUse until="used">
          <FooterOnUse log={log} />
        </HydratedOnUse>,
      );
    });
    expect(container.querySelector('footer')).toBeNull();
    await act(async () => deliver());
    expect(button(container).textContent).toBe('用户反馈 0');
  });
});
