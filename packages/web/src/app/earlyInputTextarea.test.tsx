import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_INPUT_GLOBAL, earlyInputHydrationStarts, recordEarlyInput, replayEarlyInput } from './earlyInput';

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

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  replayEarlyInput();
});

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
async function hydrate(container: HTMLElement) {
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
    await hydrate(container);
    expect(box.value).toBe('深度学');
    expect(container.querySelector('output')!.textContent).toBe('深度学');
    expect([box.selectionStart, box.selectionEnd]).toEqual([3, 3]);
  });

  it('keeps the text selected before hydration selected, so what is typed next replaces it', async () => {
    const { container, box } = paintFocused();
    box.select();
    box.dispatchEvent(new Event('select', { bubbles: true }));
    await hydrate(container);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 2]);
  });
});
