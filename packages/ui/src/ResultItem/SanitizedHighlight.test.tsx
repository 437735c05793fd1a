import { useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type * as SanitizedHighlightModule from './SanitizedHighlight';

/** Markup the fast paths cannot vouch for (an entity, an image with a handler): only DOMPurify can. */
const parsedMarkup = 'a &lt; b <img src=x onerror="alert(1)"><em>深度</em>学习';
const sanitized = 'a &lt; b <em>深度</em>学习';

let module: typeof SanitizedHighlightModule;
let root: Root | undefined;
let consoleErrors: MockInstance<typeof console.error>;
beforeEach(async () => {
  // Each case is a page load of its own: the sanitizer has not loaded yet.
  vi.resetModules();
  module = await import('./SanitizedHighlight');
  consoleErrors = vi.spyOn(console, 'error');
});
afterEach(() => {
  flushSync(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  // Neither a hydration mismatch nor a suspension React warns about.
  expect(consoleErrors).not.toHaveBeenCalled();
  consoleErrors.mockRestore();
});

/** A title as a result row renders it; its effect tells that React has hydrated (or rendered) it. */
function Title({ html, log }: { html: string; log: string[] }): ReactNode {
  const Shown = (props: object) => {
    useEffect(() => void log.push('title hydrated'), []);
    return <span {...props} />;
  };
  return <h3>{<module.SanitizedHighlight html={html} render={(shown) => <Shown {...shown} />} />}</h3>;
}

/** A render as React does it in a browser (no test scheduler): committed at once, then its effects. */
const renderNow = (element: HTMLElement, node: ReactNode) => flushSync(() => (root = createRoot(element)).render(node));

const container = () => document.body.appendChild(document.createElement('div'));

describe('highlight markup with the sanitizer loaded on demand', () => {
  it('renders simple highlights at once, without waiting for the sanitizer', async () => {
    const log: string[] = [];
    const element = container();
    renderNow(element, <Title html="<em>深度</em>学习" log={log} />);
    expect(element.querySelector('span')!.innerHTML).toBe('<em>深度</em>学习');
    await vi.waitFor(() => expect(log).toEqual(['title hydrated']));
  });

  it('keeps the server HTML through the hydration and hydrates it once the sanitizer has loaded', async () => {
    // The server's renderer has the sanitizer from the start.
    const { sanitizeHtml } = await import('../sanitize/htmlSanitizer');
    expect(sanitizeHtml(parsedMarkup, { ALLOWED_TAGS: ['em'], ALLOWED_ATTR: ['class'] })).toBe(sanitized);
    const element = container();
    element.innerHTML = renderToString(<Title html={parsedMarkup} log={[]} />);
    const serverHtml = element.innerHTML;
    expect(serverHtml).toContain(`<span>${sanitized}</span>`);

    // The browser: a page load in which the sanitizer is not loaded yet.
    vi.resetModules();
    module = await import('./SanitizedHighlight');
    const log: string[] = [];
    root = hydrateRoot(element, <Title html={parsedMarkup} log={log} />);
    expect(element.innerHTML).toBe(serverHtml);
    await vi.waitFor(() => expect(log).toEqual(['title hydrated']));
    expect(element.innerHTML).toBe(serverHtml);
  });

  it('shows the text until the sanitizer has loaded in a later render, never the markup unsanitized', async () => {
    const log: string[] = [];
    const element = container();
    // The render's first commit, before the sanitizer's module has arrived.
    renderNow(element, <Title html={parsedMarkup} log={log} />);
    expect(element.querySelector('span')!.innerHTML).toBe('a &lt; b 深度学习');
    expect(element.querySelector('img')).toBeNull();
    await vi.waitFor(() => expect(element.querySelector('span')!.innerHTML).toBe(sanitized));
    expect(element.querySelector('img')).toBeNull();
  });

  it('names a row by its text likewise', async () => {
    const element = container();
    const label = (html: string) => (
      <module.SanitizedHighlightText html={html} render={(text) => <label>{`选择${text}`}</label>} />
    );
    renderNow(element, label(parsedMarkup));
    expect(element.textContent).toBe('选择a < b 深度学习');
    flushSync(() => root!.render(label('<em>深度</em>学习')));
    expect(element.textContent).toBe('选择深度学习');
  });
});
