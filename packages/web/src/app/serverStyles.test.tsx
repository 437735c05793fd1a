import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import styled, { __PRIVATE__, ServerStyleSheet } from 'styled-components';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adoptServerStyles, SERVER_STYLES_ATTRIBUTE, serverStyleTag } from './serverStyles';

const Title = styled.h1`
  color: rgb(200, 22, 29);
`;
const Note = styled.p<{ $muted: boolean }>`
  color: ${({ $muted }) => ($muted ? 'gray' : 'black')};
`;
/** Rendered by the browser only, after hydration (a dialog opened later). */
const Dialog = styled.div`
  border: 1px solid rgb(1, 2, 3);
`;

const page = (
  <>
    <Title>检索结果</Title>
    <Note $muted>共找到 155 条结果</Note>
  </>
);

// React's act() for the hydration and the later render, as a test environment.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => void (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
afterAll(() => void delete actEnvironment.IS_REACT_ACT_ENVIRONMENT);
afterEach(() => {
  document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)?.remove();
  document.body.innerHTML = '';
});

/** What styled-components' own sheet holds: the rules the browser inserted (the test files share its module). */
const browserRules = () => __PRIVATE__.mainSheet.toString();

describe('the server style tags the browser adopts', () => {
  it('hydrate with the tags as the server sent them, and later components insert their own rules after them', async () => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(page));
    const css = sheet.instance.toString();
    sheet.seal();
    document.head.insertAdjacentHTML('beforeend', serverStyleTag(css));
    const serverTag = document.head.lastElementChild!;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const tagsChanged: Node[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => tagsChanged.push(...record.addedNodes, ...record.removedNodes)),
    );
    observer.observe(document.head, { childList: true });

    adoptServerStyles();
    await act(async () => void hydrateRoot(container, page));
    observer.disconnect();
    // Nothing copied, inserted or removed: the page keeps the style sheets it painted with.
    expect(tagsChanged.filter((node) => node.nodeName === 'STYLE')).toEqual([]);
    expect(serverTag.isConnected).toBe(true);
    expect(serverTag.textContent).toBe(css);
    expect(browserRules()).not.toContain('rgb(200, 22, 29)');
    expect(browserRules()).not.toContain('gray');

    const later = document.createElement('div');
    document.body.append(later);
    await act(async () => createRoot(later).render(<Dialog>引用</Dialog>));
    expect(browserRules()).toContain('border:1px solid rgb(1, 2, 3)');
    expect(browserRules()).not.toContain('rgb(200, 22, 29)');
  });

  it('writes nothing for a page without styles, and marks its tag as the server’s', () => {
    expect(serverStyleTag('')).toBe('');
    expect(serverStyleTag('.a{color:red;}')).toBe(`<style ${SERVER_STYLES_ATTRIBUTE}>.a{color:red;}</style>`);
  });
});
