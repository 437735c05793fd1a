import { describe, expect, it } from 'vitest';
import { page } from './SubjectHomePage';

const at = (path: string, k: string) => ({ data: { k }, url: new URL(path, 'https://wenxian.example.cn'), params: {} });

// The header's 知识图谱 tile 主题库 opens /subject (docs/decisions/shell.md, "Pages named as their links").
describe('/subject is named as the tile that opens it', () => {
  it('主题库 in its document title, after the searched word when there is one', () => {
    expect(page.head?.(at('/subject', '')).title).toBe('主题库');
    expect(page.head?.(at('/subject?k=AI', 'AI')).title).toBe('AI - 主题库');
  });
});
