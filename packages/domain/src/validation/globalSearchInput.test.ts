import { describe, expect, it } from 'vitest';
import { decideGlobalSearch, stripTrailingNewline } from './globalSearchInput';

describe('decideGlobalSearch', () => {
  it('warns 请输入内容 on an empty submit', () => {
    expect(decideGlobalSearch('  ')).toEqual({ action: 'warn', message: '请输入内容' });
  });
  it('submits empty when allowed, blocks silently when no tip is wanted', () => {
    expect(decideGlobalSearch('', { allowEmpty: true })).toEqual({ action: 'submit', text: '' });
    expect(decideGlobalSearch('', { noTip: true })).toEqual({ action: 'block' });
  });
  it('blocks everything when disabled and trims what it submits', () => {
    expect(decideGlobalSearch('深度学习', { disabled: true })).toEqual({ action: 'block' });
    expect(decideGlobalSearch(' 深度学习 ')).toEqual({ action: 'submit', text: '深度学习' });
  });
});

describe('stripTrailingNewline', () => {
  it('strips trailing newlines only', () => {
    expect(stripTrailingNewline('深度\n学习\n')).toEqual({ text: '深度\n学习', stripped: true });
    expect(stripTrailingNewline('a\r\n')).toEqual({ text: 'a', stripped: true });
    expect(stripTrailingNewline('a ')).toEqual({ text: 'a ', stripped: false });
  });
});
