import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_INPUT_GLOBAL,
  earlyInputHydrationStarts,
  earlyInputScript,
  recordEarlyInput,
  replayEarlyInput,
} from './earlyInput';

/** A page with a button, a text field and a form, as React renders it on the server and hydrates it. */
function Page({ onOpen, onSearch, action }: { onOpen: () => void; onSearch: (text: string) => void; action?: string }) {
  const [text, setText] = useState('');
  return (
    <main>
      <button type="button" onClick={onOpen}>
        <svg aria-hidden="true">
          <path d="M0 0h1" />
        </svg>
        意见反馈
      </button>
      <form
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <input aria-label="检索词" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit">检索</button>
      </form>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  replayEarlyInput();
});

/** The server's HTML in the document, the recorder started, as the page is at first paint. */
function paint(props: Parameters<typeof Page>[0]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page {...props} />);
  document.body.append(container);
  recordEarlyInput(EARLY_INPUT_GLOBAL);
  return container;
}

/** Types into a field as the browser does before React is there: the value changes, an input event follows. */
function typeInto(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

async function hydrate(container: HTMLElement, props: Parameters<typeof Page>[0]) {
  await act(async () => {
    root = hydrateRoot(container, <Page {...props} />);
  });
}

describe('input between first paint and hydration', () => {
  it('replays a click on a button (on its icon) once the page has hydrated, and only then', async () => {
    const props = { onOpen: vi.fn(), onSearch: vi.fn() };
    const container = paint(props);
    container.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await hydrate(container, props);
    expect(props.onOpen).not.toHaveBeenCalled();
    await act(async () => void replayEarlyInput());
    expect(props.onOpen).toHaveBeenCalledTimes(1);
  });

  it('keeps typed text through hydration and submits it', async () => {
    const props = { onOpen: vi.fn(), onSearch: vi.fn() };
    const container = paint(props);
    const field = container.querySelector('input')!;
    typeInto(field, '深度学习');
    container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await hydrate(container, props);
    await act(async () => void replayEarlyInput());
    expect(props.onSearch).toHaveBeenCalledWith('深度学习');
    expect(field.value).toBe('深度学习');
  });

  it('records a native form’s submit made after hydration and before the replay, and sends it with the typed text', async () => {
    // The home page's search box: a form with an action, which the browser sends by itself before hydration.
    const props = { onOpen: vi.fn(), onSearch: vi.fn(), action: '/search' };
    const container = paint(props);
    const field = container.querySelector('input')!;
    typeInto(field, '深度学习');
    await hydrate(container, props);
    document.documentElement.dataset.hydrated = 'true';
    // React owns the form now, but its state has no text until the replay.
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(props.onSearch).not.toHaveBeenCalled();
    await act(async () => void replayEarlyInput());
    expect(props.onSearch).toHaveBeenCalledTimes(1);
    expect(props.onSearch).toHaveBeenCalledWith('深度学习');
    delete document.documentElement.dataset.hydrated;
  });

  it('records a native form’s submit from the moment hydration starts, before the page is marked hydrated', async () => {
    // React hydrates the region an event targets synchronously, inside that event, and runs the form's handler
    // with its state (no text yet): the page is React's long before it is marked hydrated.
    const props = { onOpen: vi.fn(), onSearch: vi.fn(), action: '/search' };
    const container = paint(props);
    const field = container.querySelector('input')!;
    typeInto(field, '深度学习');
    earlyInputHydrationStarts();
    await hydrate(container, props);
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(props.onSearch).not.toHaveBeenCalled();
    await act(async () => void replayEarlyInput());
    expect(props.onSearch).toHaveBeenCalledTimes(1);
    expect(props.onSearch).toHaveBeenCalledWith('深度学习');
  });

  it('stops recording once replayed: later clicks reach React once', async () => {
    const props = { onOpen: vi.fn(), onSearch: vi.fn() };
    const container = paint(props);
    await hydrate(container, props);
    await act(async () => void replayEarlyInput());
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="button"]')!.click());
    expect(props.onOpen).toHaveBeenCalledTimes(1);
  });

  it('runs as an inline script: its text uses nothing from outside itself', () => {
    new Function(earlyInputScript())();
    expect(typeof (window as unknown as Record<string, { replay?: unknown }>)[EARLY_INPUT_GLOBAL]?.replay).toBe(
      'function',
    );
  });
});

/** A results page's query box: a controlled textarea holding the page's search, its text shown beside it. */
function QueryBox() {
  const [text, setText] = useState('研究');
  return (
    <main>
      <textarea aria-label="检索词" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
    </main>
  );
}

/** The server's HTML painted with the recorder started, and the box focused as the visitor clicks into it. */
function paintFocused() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<QueryBox />);
  document.body.append(container);
  recordEarlyInput(EARLY_INPUT_GLOBAL);
  const box = container.querySelector('textarea')!;
  box.focus();
  return { container, box };
}

/** React hydrates the box, as the entry starts it (the recorder told first). */
async function hydrateQueryBox(container: HTMLElement) {
  earlyInputHydrationStarts();
  await act(async () => {
    root = hydrateRoot(container, <QueryBox />);
  });
}

describe('a textarea used before it hydrates', () => {
  it('keeps the text typed before hydration, in the field and in the page state, with its caret', async () => {
    const { container, box } = paintFocused();
    box.value = '深度学';
    box.setSelectionRange(3, 3);
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await hydrateQueryBox(container);
    expect(box.value).toBe('深度学');
    expect(container.querySelector('output')!.textContent).toBe('深度学');
    expect([box.selectionStart, box.selectionEnd]).toEqual([3, 3]);
  });

  it('keeps the text selected before hydration selected, so what is typed next replaces it', async () => {
    const { container, box } = paintFocused();
    box.select();
    box.dispatchEvent(new Event('select', { bubbles: true }));
    await hydrateQueryBox(container);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 2]);
  });
});
