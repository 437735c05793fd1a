import { expect, it } from 'vitest';
import { decideOrganizationSearch } from './organizationSearch';

it('warns 请输入检索内容 on empty text and goes to /organization/search otherwise', () => {
  expect(decideOrganizationSearch(' ')).toEqual({ action: 'warn', message: '请输入检索内容' });
  expect(decideOrganizationSearch('北京大学 ')).toEqual({
    action: 'go',
    path: '/organization/search?k=%E5%8C%97%E4%BA%AC%E5%A4%A7%E5%AD%A6',
  });
  expect(decideOrganizationSearch('A&B')).toEqual({ action: 'go', path: '/organization/search?k=A%26B' });
});
