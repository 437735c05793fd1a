import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnIntent, prefetchPath } from './prefetchOnIntent';

const prefetcher = vi.fn(async () => undefined);
prefetchOnIntent(prefetcher);

function connectAs(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  connectAs(undefined);
  prefetcher.mockClear();
});

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

  it('fetches on a link’s hover when the connection allows it', async () => {
    const link = Object.assign(document.createElement('a'), { href: '/journal' });
    document.body.append(link);
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    expect(prefetcher).toHaveBeenCalledWith('/journal');
    link.remove();
  });
});
