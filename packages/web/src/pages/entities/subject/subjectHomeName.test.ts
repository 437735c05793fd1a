import { describe, expect, it } from 'vitest';
import { headAt } from '../../../test/headAt';
import { page } from './SubjectHomePage';

// The header's 知识图谱 tile 主题库 opens /subject (docs/decisions/shell.md, "Pages named as their links").
describe('/subject is named as the tile that opens it', () => {
  it('主题库 in its document title, after the searched word when there is one', () => {
    expect(page.head?.(headAt('/subject', { k: '' })).title).toBe('主题库');
    expect(page.head?.(headAt('/subject?k=AI', { k: 'AI' })).title).toBe('AI - 主题库');
  });
});
