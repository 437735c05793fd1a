import { literatureTypes, type LiteratureTypeCode } from '../codes/tables/literatureTypes';
import { singleExportFormats, type ExportFormatValue } from '../codes/tables/citationStyles';
import { buildQuery } from '../url/queryString';
import { documentFileName, type NamedDocument } from '../format/downloadFileName';

/**
 * The site's export address: a plain GET the page server answers with the file, so a new tab, a middle
 * click, a crawler or a reference manager's connector gets it without the page's script, cookies or a signature
 * (the spec's export call is a signed POST; the page server signs it).
 */
export const citationExportPath = '/cite/export';

/** At most this many documents in one export address (the batch citation list's own bound). */
export const citationExportMaxIds = 50;

/** File extension and MIME type of each export, so the file opens in its reference manager. */
export const exportFileOf: Readonly<Record<ExportFormatValue, { extension: string; mime: string }>> = {
  BibTex: { extension: 'bib', mime: 'application/x-bibtex' },
  EndNote: { extension: 'enw', mime: 'application/x-endnote-refer' },
  RefMan: { extension: 'ris', mime: 'application/x-research-info-systems' },
  NoteFirst: { extension: 'xml', mime: 'application/xml' },
  NoteExpress: { extension: 'net', mime: 'text/plain' },
};

/**
 * The name an export is saved under, by the site's link and by the export call's answer alike: what was exported,
 * as its full text is named — `标题_作者.ris` for one document, `标题等3篇.enw` for several
 * (docs/decisions/documents.md), in the format's extension.
 */
export function citationExportFileName(documents: readonly NamedDocument[], format: ExportFormatValue): string {
  return documentFileName(documents, exportFileOf[format].extension);
}

export type CitationExportTarget = { ids: string[]; types: LiteratureTypeCode[]; format: ExportFormatValue };

export function citationExportUrl({ ids, types, format }: CitationExportTarget): string {
  return `${citationExportPath}${buildQuery([
    ['ids', ids.join(',')],
    ['types', types.join(',')],
    ['format', format],
  ])}`;
}

const typeCodes = new Set<number>(literatureTypes.map((t) => t.code));

/** The export an address asks for, or null when an id, a type or the format is missing or unknown. */
export function parseCitationExport(search: { get(name: string): string | null }): CitationExportTarget | null {
  const ids = (search.get('ids') ?? '').split(',').filter(Boolean);
  const types = (search.get('types') ?? '').split(',').filter(Boolean).map(Number);
  const format = singleExportFormats.find((f) => f.value === search.get('format'))?.value;
  if (!format || ids.length === 0 || ids.length > citationExportMaxIds || types.length !== ids.length) return null;
  if (!types.every((t: number) => typeCodes.has(t))) return null;
  return { ids, types: types as LiteratureTypeCode[], format };
}
