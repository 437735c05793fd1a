import { expect, it } from 'vitest';
import { isEmptyName, meaningfulName } from './emptyName';

it('treats 不详, 无 and blanks as empty', () => {
  expect(isEmptyName('不详')).toBe(true);
  expect(isEmptyName(' 无 ')).toBe(true);
  expect(isEmptyName('')).toBe(true);
  expect(isEmptyName(null)).toBe(true);
  expect(isEmptyName('无锡大学')).toBe(false);
  expect(meaningfulName(' 张三 ')).toBe('张三');
  expect(meaningfulName('不详')).toBeNull();
});
