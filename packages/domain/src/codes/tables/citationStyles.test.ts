import { describe, expect, it } from 'vitest';
import { citationStyles, isLongCitationDialog, singleExportFormats, stylesFor } from './citationStyles';

describe('citation styles and exports', () => {
  it('uses the em dash in GB/T 7714—2015', () => {
    expect(citationStyles).toEqual(['GB/T 7714—2015', 'MLA', 'APA']);
  });
  it('sends RefWorks as RefMan and everything else as labelled', () => {
    expect(singleExportFormats.find((f) => f.label === 'RefWorks')?.value).toBe('RefMan');
    expect(singleExportFormats.map((f) => f.label)).toEqual([
      'BibTex',
      'EndNote',
      'RefWorks',
      'NoteFirst',
      'NoteExpress',
    ]);
    expect(singleExportFormats.filter((f) => f.label !== f.value)).toHaveLength(1);
  });
  it('offers only GB/T 7714—2015 for a batch', () => {
    expect(stylesFor(1)).toHaveLength(3);
    expect(stylesFor(2)).toEqual(['GB/T 7714—2015']);
  });
  it('makes the dialog long above 3 ids', () => {
    expect(isLongCitationDialog(3)).toBe(false);
    expect(isLongCitationDialog(4)).toBe(true);
  });
});
