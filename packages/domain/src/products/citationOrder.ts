import { isMainlandMobile, isValidEmail } from '../validation/contact';
import { publisherSources, publisherSourceYear, type PublisherSource } from '../codes/tables/publisherSources';

/**
 * Citation-order rules. Doc 001 §7 "Citation" lists the calls (getDataSource; orderCitation import,
 * template, set order, list, set reg) and §3 the thirteen publisher sources; §4 says citation orders have
 * status lookups but "the state values are not shown", so the states and timings below are the project's
 * (docs/decisions/products.md).
 */

/** The import template's columns, in order: one paper a row. */
export const citationTemplateColumns = ['题名', '作者', '刊名', '年', '卷', '期'] as const;

/** A paper of an imported list. */
export type CitationPaper = {
  title: string;
  authors: string;
  journal: string;
  year: string;
  volume: string;
  issue: string;
};

/** At most this many papers in one order (a librarian's batch; decided). */
export const citationOrderMaxPapers = 200;

/** The sources as the order page shows them: code, its name with the year where applicable (§3). */
export function citationSourceName(code: PublisherSource): string {
  return `${code} ${publisherSourceYear}`;
}
export const citationSourceCodes: readonly PublisherSource[] = publisherSources;

/** Order states, moved by server time after the order is set (decided: §4 leaves them unshown). */
export const citationOrderStates = [
  { state: 0, stateName: '待受理' },
  { state: 1, stateName: '检索中' },
  { state: 2, stateName: '已完成' },
] as const;
export type CitationOrderState = (typeof citationOrderStates)[number];
/** Milliseconds after ordering at which an order is accepted, then finished. */
export const citationOrderTimings = { acceptMs: 20_000, finishMs: 60_000 } as const;

export function citationOrderStage(elapsedMs: number): CitationOrderState {
  if (elapsedMs < citationOrderTimings.acceptMs) return citationOrderStates[0];
  return elapsedMs < citationOrderTimings.finishMs ? citationOrderStates[1] : citationOrderStates[2];
}

export type CitationImportProblem = 'type' | 'empty' | 'header' | 'tooMany' | 'noTitle';

/** Checks a file's name before it is read: the template is CSV (decided; it opens in any spreadsheet). */
export function citationFileProblem(fileName: string, size: number): CitationImportProblem | undefined {
  if (!/\.csv$/i.test(fileName)) return 'type';
  return size === 0 ? 'empty' : undefined;
}

/**
 * Rows of a parsed file (header first) as papers, or the problem with them: the header must be the
 * template's, every row needs a title, and an order holds at most `citationOrderMaxPapers` papers.
 */
export function citationPapersOf(
  rows: readonly (readonly string[])[],
): { papers: CitationPaper[] } | { problem: CitationImportProblem; row?: number } {
  const [header, ...body] = rows;
  if (!header) return { problem: 'empty' };
  const names = header.map((cell) => cell.trim().replace(/^\uFEFF/, ''));
  if (citationTemplateColumns.some((column, i) => names[i] !== column)) return { problem: 'header' };
  const filled = body.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) return { problem: 'empty' };
  if (filled.length > citationOrderMaxPapers) return { problem: 'tooMany' };
  const papers: CitationPaper[] = [];
  for (const [index, row] of filled.entries()) {
    const [title = '', authors = '', journal = '', year = '', volume = '', issue = ''] = row.map((c) => c.trim());
    if (!title) return { problem: 'noTitle', row: index + 1 };
    papers.push({ title, authors, journal, year, volume, issue });
  }
  return { papers };
}

export type CitationOrderDraft = { title: string; sources: readonly string[]; papers: number };
export type CitationOrderProblem = 'titleRequired' | 'titleTooLong' | 'sourcesRequired' | 'papersRequired';

/** What keeps an order from being set; the form shows each beside its field and keeps what was typed. */
export function citationOrderProblems(draft: CitationOrderDraft): CitationOrderProblem[] {
  const problems: CitationOrderProblem[] = [];
  const title = draft.title.trim();
  if (!title) problems.push('titleRequired');
  else if ([...title].length > 60) problems.push('titleTooLong');
  if (draft.sources.length === 0) problems.push('sourcesRequired');
  if (draft.papers === 0) problems.push('papersRequired');
  return problems;
}

export type CitationRegDraft = { name: string; organ: string; contact: string };
export type CitationRegProblem = 'nameRequired' | 'organRequired' | 'contactInvalid';

/** Registration ("set reg"): who the report is for; contact is a mobile number or an e-mail address. */
export function citationRegProblems(draft: CitationRegDraft): CitationRegProblem[] {
  const problems: CitationRegProblem[] = [];
  if (!draft.name.trim()) problems.push('nameRequired');
  if (!draft.organ.trim()) problems.push('organRequired');
  const contact = draft.contact.trim();
  if (!isMainlandMobile(contact) && !isValidEmail(contact)) problems.push('contactInvalid');
  return problems;
}
