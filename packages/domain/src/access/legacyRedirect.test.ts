import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { legacyRedirect } from './legacyRedirect';

describe('legacyRedirect (doc 000 §2.1 legacy paths)', () => {
  it('sends old article addresses to the journal-article page', () => {
    expect(legacyRedirect('/qikan/Detail.aspx', '?id=7001')).toBe('/doc/journal/7001');
    expect(legacyRedirect('/Qikan/Article/Detail', '?id=7002')).toBe('/doc/journal/7002');
    expect(legacyRedirect('/QK/95661X/201703/672017286.html')).toBe('/doc/journal/672017286');
    expect(legacyRedirect('/QK/vip/95661X/201703/672017287.html')).toBe('/doc/journal/672017287');
  });

  it('sends the old journal summary to the journal page', () => {
    expect(legacyRedirect('/Qikan/Journal/Summary', '?gch=95661X')).toBe('/journal/95661X');
    expect(legacyRedirect('/Qikan/Journal/Summary', '?id=J12')).toBe('/journal/J12');
  });

  it('answers null when the old address carries no id, or is not a legacy address', () => {
    expect(legacyRedirect('/qikan/Detail.aspx')).toBeNull();
    expect(legacyRedirect('/Qikan/Journal/Summary', '?kind=1')).toBeNull();
    expect(legacyRedirect('/journal/J12')).toBeNull();
  });

  it('keeps any id inside one path segment of the new address', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        const target = legacyRedirect('/qikan/Detail.aspx', `?id=${encodeURIComponent(id)}`);
        expect(target).toBe(`/doc/journal/${encodeURIComponent(id)}`);
        expect(target?.split('/')).toHaveLength(4);
      }),
    );
  });
});
