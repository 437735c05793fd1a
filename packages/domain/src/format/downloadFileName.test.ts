import { expect, it } from 'vitest';
import { downloadFileName } from './downloadFileName';

it('joins prefix, timestamp and .txt/.doc', () => {
  expect(downloadFileName('综述', 'text', 1767600000000)).toBe('综述1767600000000.txt');
  expect(downloadFileName('综述', 'word', 1767600000000.7)).toBe('综述1767600000000.doc');
  expect(downloadFileName('a/b:c', 'text', 1)).toBe('abc1.txt');
});
