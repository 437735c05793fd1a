/**
 * A table as CSV text for the manager's exports (RFC 4180 quoting), with a UTF-8 byte-order mark so that
 * Excel opens the Chinese headings correctly. A cell starting with = + - @ is prefixed with ' so that a
 * spreadsheet never runs it as a formula (CSV injection).
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [columns, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Several titled tables in one file (a report's sections), a blank line between them. */
export function toCsvSections(
  sections: ReadonlyArray<{ title: string; columns: readonly string[]; rows: ReadonlyArray<readonly CsvCell[]> }>,
): string {
  const body = sections
    .map((s) => [csvCell(s.title), ...[s.columns, ...s.rows].map((row) => row.map(csvCell).join(','))].join('\r\n'))
    .join('\r\n\r\n');
  return `\uFEFF${body}\r\n`;
}
