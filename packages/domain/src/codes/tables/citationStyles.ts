/** Citation styles (doc 000 §9, doc 001 §3). */
export const citationStyles = ['GB/T 7714—2015', 'MLA', 'APA'] as const;
export type CitationStyle = (typeof citationStyles)[number];

/** Batch citation offers only the national standard style. */
export const batchCitationStyles = ['GB/T 7714—2015'] as const satisfies readonly CitationStyle[];

/**
 * Single-item export formats: `label` is shown, `value` is sent to the server.
 * RefWorks is sent as RefMan.
 */
export const singleExportFormats = [
  { label: 'BibTex', value: 'BibTex' },
  { label: 'EndNote', value: 'EndNote' },
  { label: 'RefWorks', value: 'RefMan' },
  { label: 'NoteFirst', value: 'NoteFirst' },
  { label: 'NoteExpress', value: 'NoteExpress' },
] as const;
export type ExportFormatLabel = (typeof singleExportFormats)[number]['label'];
export type ExportFormatValue = (typeof singleExportFormats)[number]['value'];

/** Styles offered by the citation dialog: all three for one item, only GB/T 7714—2015 for a batch. */
export function stylesFor(selectionSize: number): readonly CitationStyle[] {
  return selectionSize > 1 ? batchCitationStyles : citationStyles;
}

/** More than 3 ids makes the citation dialog long (doc 000 §9). */
export const longCitationDialogThreshold = 3;
export function isLongCitationDialog(idCount: number): boolean {
  return idCount > longCitationDialogThreshold;
}
