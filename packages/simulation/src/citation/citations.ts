import { citationStyles, documentPath, type ExportFormatValue, singleExportFormats } from '@wenxian/domain';
import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { toDetail } from '../handlers/documentExtras';
import { cslItemForStyle, toCslItem, type CslPurpose } from './cslItem';
import { citationEngine, engineStyles, type EngineStyle } from './engine';
import { bibtexEntry, risRecord, type ExportSource } from './exportRecords';
import { toEndNote, toNoteExpress, toNoteFirstDocument, toNoteFirstItem } from './taggedFormats';

/**
 * The citation calls' texts: the three styles of the code table through citation-js and the official CSL styles,
 * and the five single-item export formats (doc 001 §3 "Code table: citation styles and exports").
 */

const isStyle = (style: string): style is EngineStyle => (engineStyles as readonly string[]).includes(style);

/**
 * Each record as its document page shows it (the detail call's answer), the CSL item built from that and the
 * page's address on the site (`origin`: the site the call came through).
 */
export function citedSources(
  dataset: Dataset,
  records: LiteratureRecord[],
  purpose: CslPurpose,
  origin = '',
): ExportSource[] {
  return records.map((r) => {
    const record = toDetail(dataset, r);
    return { record, item: toCslItem(record, purpose), url: `${origin}${documentPath(record.type, record.id) ?? ''}` };
  });
}

/** Citation texts of `records` in `style` (GB/T 7714—2015 numeric when the style is not one the engine has). */
export async function formatCitations(dataset: Dataset, records: LiteratureRecord[], style: string): Promise<string[]> {
  const engine = await citationEngine();
  const chosen = isStyle(style) ? style : defaultStyle;
  return engine.bibliography(
    citedSources(dataset, records, 'text').map((s) => cslItemForStyle(s.item, chosen)),
    chosen,
  );
}

const defaultStyle = citationStyles[0];

const isExportFormat = (format: string): format is ExportFormatValue =>
  singleExportFormats.some((f) => f.value === format);

/**
 * `records` in one export format (EndNote when the format is unknown, as the call's default); each record names
 * its document page at `origin`.
 */
export async function formatExport(
  dataset: Dataset,
  records: LiteratureRecord[],
  format: string,
  origin = '',
): Promise<{ text: string; format: ExportFormatValue }> {
  const chosen: ExportFormatValue = isExportFormat(format) ? format : 'EndNote';
  const sources = citedSources(dataset, records, 'export', origin);
  switch (chosen) {
    case 'BibTex':
      return { format: chosen, text: sources.map(bibtexEntry).join('\n\n') + '\n' };
    case 'RefMan':
      return { format: chosen, text: sources.map(risRecord).join('') };
    case 'NoteFirst':
      return { format: chosen, text: toNoteFirstDocument(sources.map(toNoteFirstItem)) };
    case 'NoteExpress':
      return { format: chosen, text: sources.map(toNoteExpress).join('\n\n') };
    case 'EndNote':
      return { format: chosen, text: sources.map(toEndNote).join('\n\n') };
  }
}
