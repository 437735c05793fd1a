import { expect, it } from 'vitest';
import { documentPdfFileName, downloadFileName } from './downloadFileName';

it('joins prefix, timestamp and .txt/.doc', () => {
  expect(downloadFileName('综述', 'text', 1767600000000)).toBe('综述1767600000000.txt');
  expect(downloadFileName('综述', 'word', 1767600000000.7)).toBe('综述1767600000000.doc');
  expect(downloadFileName('a/b:c', 'text', 1)).toBe('abc1.txt');
});

it('names a full text by its title and first author, several by the first and their number', () => {
  expect(documentPdfFileName([{ title: '东北地区绿色创新路径选择研究', firstAuthor: '文泽洋' }])).toBe(
    '东北地区绿色创新路径选择研究_文泽洋.pdf',
  );
  expect(documentPdfFileName([{ title: '钢筋混凝土框架设计规范' }])).toBe('钢筋混凝土框架设计规范.pdf');
  expect(
    documentPdfFileName([{ title: '甲', firstAuthor: '张三' }, { title: '乙', firstAuthor: '李四' }, { title: '丙' }]),
  ).toBe('甲等3篇.pdf');
});

it('drops what no file system takes and cuts a long title', () => {
  expect(documentPdfFileName([{ title: 'A/B: "why"?\n<x>|y*', firstAuthor: 'Li\tWei' }])).toBe('AB why xy_Li Wei.pdf');
  const long = '很'.repeat(100);
  expect(documentPdfFileName([{ title: long, firstAuthor: '王' }])).toBe(`${'很'.repeat(60)}_王.pdf`);
  expect(documentPdfFileName([{ title: '///' }])).toBe('文献.pdf');
});
