import { describe, expect, it } from 'vitest';
import { exportAddress, exportFormatOfClick } from './CitationHost';

describe('single-item export links', () => {
  it('address the download call with ids, types and the sent style (RefWorks as RefMan)', () => {
    expect(exportAddress({ ids: ['A1'], types: [1] }, 'RefMan')).toBe(
      '/newsite/literature/base/ref/download?ids=A1&types=1&style=RefMan',
    );
  });

  it('a click on an export link gives its format; other clicks give none', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <a download href="/newsite/literature/base/ref/download?ids=A1&types=1&style=NoteFirst"><span>NoteFirst</span></a>
      <a download href="/newsite/literature/base/ref/download?ids=A1&types=1&style=Word">Word</a>
      <a href="/doc/journal/A1?style=BibTex">title</a>
      <button>复制</button>`;
    const base = 'http://localhost:3000/search';
    expect(exportFormatOfClick(root.querySelector('span'), base)).toBe('NoteFirst');
    expect(exportFormatOfClick(root.querySelectorAll('a')[1] ?? null, base)).toBeNull();
    expect(exportFormatOfClick(root.querySelectorAll('a')[2] ?? null, base)).toBeNull();
    expect(exportFormatOfClick(root.querySelector('button'), base)).toBeNull();
    expect(exportFormatOfClick(null, base)).toBeNull();
  });
});
