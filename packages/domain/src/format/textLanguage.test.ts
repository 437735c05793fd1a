import { describe, expect, it } from 'vitest';
import { textLanguage } from './textLanguage';

describe('textLanguage', () => {
  it('reads Chinese from Han characters and English otherwise', () => {
    expect(textLanguage('数字革命与竞争国际化')).toBe('zh');
    expect(textLanguage('GB/T 7714 著录规则')).toBe('zh');
    expect(textLanguage('Research on topic 1')).toBe('en');
  });
});
