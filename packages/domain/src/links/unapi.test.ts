import { describe, expect, it } from 'vitest';
import { documentPath } from '../codes/tables/literatureTypes';
import { parseUnapiId, unapiIdOf } from './unapi';

describe('unAPI ids', () => {
  it('name a document by its page path and read back its type and id', () => {
    const id = unapiIdOf(documentPath(5, 'ZL 1/2')!);
    expect(id).toBe('/doc/patent/ZL%201%2F2');
    expect(parseUnapiId(id)).toEqual({ type: 5, id: 'ZL 1/2' });
    expect(parseUnapiId('/doc/policy/ZC1')).toEqual({ type: 51, id: 'ZC1' });
  });

  it('refuse what is no document page', () => {
    expect(parseUnapiId(null)).toBeNull();
    expect(parseUnapiId('/doc/patent/')).toBeNull();
    expect(parseUnapiId('/doc/patent/a/b')).toBeNull();
    expect(parseUnapiId('/doc/unknown/X')).toBeNull();
    expect(parseUnapiId('/doc/patent/%E0')).toBeNull();
  });
});
