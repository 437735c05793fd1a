import type { LiteratureRecord } from './types';

/**
 * Reference formatting for the citation calls: the three styles of the code table and the five
 * single-item export formats (doc 001 §3 "Code table: citation styles and exports").
 */
export const citationStyles = ['GB/T 7714—2015', 'MLA', 'APA'] as const;
export const exportFormats = ['BibTex', 'EndNote', 'RefMan', 'NoteFirst', 'NoteExpress'] as const;

/** GB/T 7714 document type marks. */
const typeMark: Readonly<Record<number, string>> = { 1: 'J', 2: 'D', 3: 'C', 4: 'R', 5: 'P', 6: 'S', 7: 'R', 8: 'Z', 18: 'N', 51: 'Z' };

function authorsOf(record: LiteratureRecord, max: number): string {
  const names = record.authors.map((a) => a.name);
  if (names.length === 0) return record.source ?? '佚名';
  return names.length > max ? `${names.slice(0, max).join(', ')}, 等` : names.join(', ');
}

function sourcePart(record: LiteratureRecord): string {
  switch (record.type) {
    case 1: return `${record.journalName ?? ''}, ${record.year}, ${record.volume ?? ''}(${record.issue ?? ''}): ${record.pages}`;
    case 2: return `${record.authors[0]?.organName ?? ''}, ${record.year}`;
    case 5: return `${record.publicationNo ?? ''}. ${record.publishDate}`;
    case 6: return `${record.standardNo ?? ''}. ${record.year}`;
    default: return `${record.source ?? record.authors[0]?.organName ?? ''}, ${record.year}`;
  }
}

export function formatCitation(record: LiteratureRecord, style: string): string {
  const mark = typeMark[record.type] ?? 'Z';
  switch (style) {
    case 'MLA': return `${authorsOf(record, 1)}. "${record.title}." ${record.journalName ?? record.source ?? ''}, ${record.year}, pp. ${record.pages}.`;
    case 'APA': return `${authorsOf(record, 6)} (${record.year}). ${record.title}. ${record.journalName ?? record.source ?? ''}${record.volume ? `, ${record.volume}(${record.issue ?? ''})` : ''}, ${record.pages}.`;
    default: return `${authorsOf(record, 3)}. ${record.title}[${mark}]. ${sourcePart(record)}.`;
  }
}

/** One record in an export format. */
export function formatExport(record: LiteratureRecord, format: string): string {
  const authors = record.authors.map((a) => a.name);
  switch (format) {
    case 'BibTex':
      return `@article{${record.id},\n  title={${record.title}},\n  author={${authors.join(' and ')}},\n  journal={${record.journalName ?? record.source ?? ''}},\n  year={${record.year}},\n  pages={${record.pages}}\n}`;
    case 'EndNote':
    case 'RefMan':
      return [`TY  - ${record.type === 1 ? 'JOUR' : 'GEN'}`, `TI  - ${record.title}`, ...authors.map((a) => `AU  - ${a}`), `PY  - ${record.year}`, `JO  - ${record.journalName ?? record.source ?? ''}`, `SP  - ${record.pages}`, `KW  - ${record.keywords.join(';')}`, 'ER  - '].join('\n');
    case 'NoteFirst':
      return `<NoteFirst><Title>${record.title}</Title><Authors>${authors.join(';')}</Authors><Year>${record.year}</Year></NoteFirst>`;
    default:
      return [`{Reference Type}: ${record.type === 1 ? 'Journal Article' : 'Generic'}`, `{Title}: ${record.title}`, `{Author}: ${authors.join(';')}`, `{Year}: ${record.year}`, `{Keywords}: ${record.keywords.join(';')}`].join('\n');
  }
}
