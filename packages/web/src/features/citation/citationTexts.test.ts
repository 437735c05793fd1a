import { describe, expect, it } from 'vitest';
import type { CitationItem } from '@wenxian/api';
import { citationTextsOf } from './citationTexts';

const item = (id: string, extra: Record<string, string> = {}): CitationItem => ({
  id,
  refText: `${id} ref.`,
  'GB/T 7714—2015': `${id} GB.`,
  MLA: `${id} MLA.`,
  APA: `${id} APA.`,
  ...extra,
});

describe('citation texts', () => {
  it('gives one item its three styles in the code table order', () => {
    expect(citationTextsOf([item('A')], ['A'])).toEqual([
      { style: 'GB/T 7714—2015', text: 'A GB.' },
      { style: 'MLA', text: 'A MLA.' },
      { style: 'APA', text: 'A APA.' },
    ]);
  });

  it('gives a batch one numbered GB/T 7714—2015 list in the order of selection, whatever order the answer has', () => {
    expect(citationTextsOf([item('B'), item('A')], ['A', 'B'])).toEqual([
      { style: 'GB/T 7714—2015', text: '[1] A GB.\n[2] B GB.' },
    ]);
  });

  it('falls back to refText when a style is missing or blank, and leaves out ids the server did not return', () => {
    const noMla = { id: 'A', refText: 'A ref.', 'GB/T 7714—2015': ' ', APA: 'A APA.' } as CitationItem;
    expect(citationTextsOf([noMla], ['A'])).toEqual([
      { style: 'GB/T 7714—2015', text: 'A ref.' },
      { style: 'MLA', text: 'A ref.' },
      { style: 'APA', text: 'A APA.' },
    ]);
    expect(citationTextsOf([item('B')], ['A', 'B'])).toEqual([{ style: 'GB/T 7714—2015', text: '[1] B GB.' }]);
  });

  it('has nothing to show when the answer holds none of the ids', () => {
    expect(citationTextsOf([], ['A'])).toEqual([]);
    expect(citationTextsOf([item('Z')], ['A'])).toEqual([]);
  });
});
