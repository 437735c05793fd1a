import { describe, expect, it } from 'vitest';
import { documentCookieStore, parseCookieHeader } from './cookies';

/** A document whose cookie property behaves like the browser's for name, value and max-age=0. */
function fakeDocument(): { cookie: string; writes: string[] } {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split(';').map((s) => s.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('documentCookieStore', () => {
  it('reads, writes with the spec max age, and removes', () => {
    const doc = fakeDocument();
    const store = documentCookieStore(doc);
    store.set('token', 'a b/文');
    expect(doc.writes[0]).toBe(`token=${encodeURIComponent('a b/文')}; path=/; samesite=lax; max-age=31536000`);
    expect(store.get('token')).toBe('a b/文');
    store.remove('token');
    expect(store.get('token')).toBeUndefined();
  });

  it('marks cookies Secure over HTTPS, and removes them with the same attributes', () => {
    const doc = fakeDocument();
    const store = documentCookieStore(doc, () => true);
    store.set('token', 't');
    store.remove('token');
    expect(doc.writes).toEqual([
      'token=t; path=/; samesite=lax; secure; max-age=31536000',
      'token=; path=/; samesite=lax; secure; max-age=0',
    ]);
  });
});

describe('parseCookieHeader', () => {
  it('decodes values, keeps a malformed one as written and skips pairs without a name', () => {
    expect(parseCookieHeader('x=%; token=a%20b%2F%E6%96%87; =q; bare; isMigrate=0')).toEqual({
      x: '%',
      token: 'a b/文',
      isMigrate: '0',
    });
    expect(parseCookieHeader(null)).toEqual({});
  });

  it('lets the document store read its cookies beside a malformed one', () => {
    const store = documentCookieStore({ cookie: 'x=%E0%A4%A; token=t1' });
    expect(store.get('token')).toBe('t1');
    expect(store.get('x')).toBe('%E0%A4%A');
  });
});
