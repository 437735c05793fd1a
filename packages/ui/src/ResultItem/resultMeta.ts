import {
  displayDate,
  meaningfulName,
  resultLabels,
  standardStatusOptions,
  type StandardStatusKey,
} from '@wenxian/domain';

const L = resultLabels;

/** A literature item as a result row shows it; the page maps the search answer to this. */
export type ResultLiterature = {
  id: string;
  /** Literature type code (doc 001 §3): 1 journal, 2 degree, 3 conference, 4 report, 5 patent, 6 standard, 7 achievement, 8 regulation, 18 newspaper, 51 policy. */
  type: number;
  /** Title as the server sends it, with highlight markup; it is sanitized before rendering. */
  titleHtml: string;
  /** Abstract with highlight markup, sanitized likewise. */
  abstractHtml?: string;
  authors?: readonly string[];
  /** Where it appeared: journal, university, conference, report unit, applicant, newspaper, issuer... by type. */
  source?: string;
  year?: string | number;
  /** Journal issue. */
  issue?: string;
  /** Publication date (patents, standards, newspapers, regulations, policies). */
  date?: string;
  /** Degree of a thesis, e.g. 硕士. */
  degree?: string;
  patentNumber?: string;
  standardNumber?: string;
  standardStatus?: StandardStatusKey;
  /** Index tags of the source journal (short and full names from the domain tag tables). */
  indexTags?: readonly { label: string; fullName?: string; tone?: 'index' | 'core' | 'badge' }[];
  /** Open access. */
  isOa?: boolean;
  citedCount?: number;
  downloadCount?: number;
  /** Whether the full text can be downloaded / read online; both by default. */
  canDownload?: boolean;
  canRead?: boolean;
};

/** One labelled fact of the meta line. */
export type MetaEntry = { label: string; value: string };

const yearWithIssue = (item: ResultLiterature) => {
  if (item.year === undefined) return undefined;
  const year = displayDate(item.year);
  return item.issue ? `${year}, ${item.issue}` : year;
};

const authorsOf = (item: ResultLiterature) => {
  const names = (item.authors ?? []).map(meaningfulName).filter((n): n is string => n !== null);
  return names.length > 0 ? names.join('；') : undefined;
};

const date = (item: ResultLiterature) => (item.date === undefined ? undefined : displayDate(item.date));
const source = (item: ResultLiterature) => meaningfulName(item.source) ?? undefined;
const statusLabel = (key: StandardStatusKey | undefined) => standardStatusOptions.find((o) => o.key === key)?.label;

type Field = [label: string, value: (item: ResultLiterature) => string | undefined];

/** What each literature type shows under its title, in order. */
const fieldsByType: Record<number, readonly Field[]> = {
  1: [
    [L.authors, authorsOf],
    [L.source, source],
    [L.year, yearWithIssue],
  ],
  2: [
    [L.authors, authorsOf],
    [L.university, source],
    [L.degree, (i) => i.degree],
    [L.year, yearWithIssue],
  ],
  3: [
    [L.authors, authorsOf],
    [L.conference, source],
    [L.year, yearWithIssue],
  ],
  4: [
    [L.authors, authorsOf],
    [L.reportUnit, source],
    [L.year, yearWithIssue],
  ],
  5: [
    [L.inventors, authorsOf],
    [L.applicant, source],
    [L.patentNumber, (i) => i.patentNumber],
    [L.publicationDate, date],
  ],
  6: [
    [L.standardNumber, (i) => i.standardNumber],
    [L.standardStatus, (i) => statusLabel(i.standardStatus)],
    [L.issuedDate, date],
  ],
  7: [
    [L.authors, authorsOf],
    [L.completedBy, source],
    [L.year, yearWithIssue],
  ],
  8: [
    [L.issuer, source],
    [L.issuedDate, date],
  ],
  18: [
    [L.authors, authorsOf],
    [L.newspaper, source],
    [L.newspaperDate, date],
  ],
  51: [
    [L.issuer, source],
    [L.issuedDate, date],
  ],
};

const generalFields: readonly Field[] = [
  [L.authors, authorsOf],
  [L.source, source],
  [L.year, yearWithIssue],
];

/**
 * The meta line of a result by its type; facts the item does not have are left out, names equal to
 * 不详/无 count as missing and placeholder dates read 未知 (doc 000 §5).
 */
export function resultMeta(item: ResultLiterature): MetaEntry[] {
  return (fieldsByType[item.type] ?? generalFields).flatMap(([label, value]) => {
    const text = value(item);
    return text === undefined || text === '' ? [] : [{ label, value: text }];
  });
}
