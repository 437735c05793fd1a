import { describe, expect, it } from 'vitest';
import { isCountedAgain } from './redownload';

const at = (iso: string) => Date.parse(iso);

describe('a download already counted (docs/decisions/dialogs.md)', () => {
  it('a quota download is free again for the rest of its Beijing month, counted again the next month', () => {
    const counted = { kind: 'quota' as const, at: at('2026-11-01T00:30:00+08:00') };
    expect(isCountedAgain(counted, at('2026-11-30T23:59:00+08:00'))).toBe(true);
    expect(isCountedAgain(counted, at('2026-12-01T00:00:00+08:00'))).toBe(false);
    // 2026-11-30 16:30 UTC is already December in Beijing.
    expect(isCountedAgain(counted, at('2026-11-30T16:30:00Z'))).toBe(false);
  });

  it('a free open-access download is free again for the rest of its Beijing day', () => {
    const counted = { kind: 'freeOa' as const, at: at('2026-11-28T09:00:00+08:00') };
    expect(isCountedAgain(counted, at('2026-11-28T23:59:59+08:00'))).toBe(true);
    expect(isCountedAgain(counted, at('2026-11-29T00:00:00+08:00'))).toBe(false);
  });
});
