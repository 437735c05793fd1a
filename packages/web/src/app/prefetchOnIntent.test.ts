import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnIntent, prefetchPath } from './prefetchOnIntent';

const { preloadCallLayer } = vi.hoisted(() => ({ preloadCallLayer: vi.fn() }));
vi.mock('@wenxian/api', () => ({ preloadCallLayer }));

const prefetcher = vi.fn(async () => undefined);
const beforeNavigation = vi.fn();
prefetchOnIntent(prefetcher, beforeNavigation);

function connectAs(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  connectAs(undefined);
  prefetcher.mockClear();
  beforeNavigation.mockClear();
  preloadCallLayer.mockClear();
});

function dispatchOn(tag: string, type: string) {
  const element = document.createElement(tag);
  document.body.append(element);
  element.dispatchEvent(new Event(type, { bubbles: true }));
  element.remove();
}

function hover(href: string, attributes: Record<string, string> = {}) {
  const link = Object.assign(document.createElement('a'), { href });
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.body.append(link);
  link.dispatchEvent(new Event('pointerover', { bubbles: true }));
  link.remove();
}

describe('prefetching on intent (doc 000 §9)', () => {
  it('fetches a page’s code once per path', async () => {
    connectAs({ effectiveType: '4g' });
    await prefetchPath('/search');
    await prefetchPath('/search');
    expect(prefetcher).toHaveBeenCalledTimes(1);
    expect(prefetcher).toHaveBeenCalledWith('/search');
  });

  it.each([{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { effectiveType: '4g', saveData: true }])(
    'fetches nothing on %o',
    async (connection) => {
      connectAs(connection);
      await prefetchPath('/member');
      expect(prefetcher).not.toHaveBeenCalled();
    },
  );

  it('fetches on a link’s hover when the connection allows it, and readies the page to navigate', async () => {
    hover('/journal');
    await Promise.resolve();
    expect(prefetcher).toHaveBeenCalledWith('/journal');
    expect(beforeNavigation).toHaveBeenCalledTimes(1);
  });

  it('neither fetches nor readies anything for a link that opens another tab or downloads a file', () => {
    hover('/chat', { target: '_blank' });
    hover('/export/list.ris', { download: '' });
    expect(beforeNavigation).not.toHaveBeenCalled();
    expect(prefetcher).not.toHaveBeenCalled();
  });

  it('fetches for a link that opens in this tab, named so', async () => {
    hover('/organization', { target: '_self' });
    await Promise.resolve();
    expect(prefetcher).toHaveBeenCalledWith('/organization');
  });

  it('readies the page but fetches nothing for a link within the page', () => {
    hover(`${window.location.pathname}?page=2`);
    expect(beforeNavigation).toHaveBeenCalledTimes(1);
    expect(prefetcher).not.toHaveBeenCalled();
  });

  it('neither fetches nor readies anything on a connection that fetches nothing ahead, or for another site', () => {
    connectAs({ effectiveType: '2g' });
    hover('/journal');
    connectAs({ effectiveType: '4g' });
    hover('https://example.org/journal');
    expect(beforeNavigation).not.toHaveBeenCalled();
    expect(prefetcher).not.toHaveBeenCalled();
  });

  it('loads the call layer on the first sign of use: a press, a touch, a focus, typing, a link pointed at', () => {
    for (const type of ['pointerdown', 'touchstart', 'focusin', 'input']) dispatchOn('button', type);
    hover('/journal');
    expect(preloadCallLayer).toHaveBeenCalledTimes(5);
  });

  it('does not load the call layer for a pointer passing over the page, or on a connection that fetches nothing ahead', () => {
    dispatchOn('p', 'pointerover');
    connectAs({ effectiveType: '2g' });
    dispatchOn('button', 'pointerdown');
    expect(preloadCallLayer).not.toHaveBeenCalled();
  });
});
