import type { Dataset } from '../data/dataset';
import type { JournalRecord } from '../data/types';

/** A journal search (/journal/search): text, directory filters, sort and page. */
export type JournalSearchQuery = {
  text: string;
  /** By the journal directory's facet codes: S discipline, PRAW index tag, LS frequency, PADY founding decade. */
  filters: Partial<Record<string, readonly string[]>>;
  /** relevance (match, then impact factor), cited (impact factor), download (articles held), date (newest founded). */
  sort: 'relevance' | 'date' | 'cited' | 'download';
  order: 'asc' | 'desc';
  page: number;
  size: number;
};

const decadeOf = (journal: JournalRecord): string => `${Math.floor(journal.foundedYear / 10) * 10}年代`;

const facetValue: Readonly<Record<string, (journal: JournalRecord) => readonly string[]>> = {
  S: (j) => [j.disciplineId],
  PRAW: (j) => j.indexTags,
  QJ: (j) => j.indexTags,
  LS: (j) => [j.frequency],
  PADY: (j) => [decadeOf(j)],
};

/** How well a journal matches the text: 3 the whole name, 2 the name's start, 1 inside a name, ISSN, CN or host; 0 none. */
function matchScore(dataset: Dataset, journal: JournalRecord, text: string): number {
  if (!text) return 1;
  const lowered = text.toLowerCase();
  const names = [journal.name, journal.nameEn.toLowerCase()];
  if (names.includes(text) || names.includes(lowered)) return 3;
  if (names.some((n) => n.startsWith(lowered))) return 2;
  const host = dataset.organizationById.get(journal.hostOrganId)?.name ?? '';
  return [...names, journal.issn.toLowerCase(), journal.cn.toLowerCase(), host].some((v) => v.includes(lowered))
    ? 1
    : 0;
}

const keys: Readonly<Record<JournalSearchQuery['sort'], (j: JournalRecord) => number>> = {
  relevance: () => 0,
  cited: (j) => j.impactFactor,
  download: (j) => j.literatureIds.length,
  date: (j) => j.foundedYear,
};

/** Journals, not their articles: the journal search answers the directory's entries. */
export function searchJournals(
  dataset: Dataset,
  query: JournalSearchQuery,
): { total: number; page: number; size: number; journals: JournalRecord[] } {
  const text = query.text.trim();
  const scored: { journal: JournalRecord; score: number }[] = [];
  for (const journal of dataset.journals) {
    const score = matchScore(dataset, journal, text);
    if (score === 0) continue;
    const passes = Object.entries(query.filters).every(([code, wanted]) => {
      const values = facetValue[code];
      return !values || !wanted || wanted.length === 0 || wanted.some((w) => values(journal).includes(w));
    });
    if (passes) scored.push({ journal, score });
  }
  const key = keys[query.sort];
  const direction = query.sort !== 'relevance' && query.order === 'asc' ? -1 : 1;
  scored.sort(
    (a, b) =>
      direction * (key(b.journal) - key(a.journal)) ||
      b.score - a.score ||
      b.journal.impactFactor - a.journal.impactFactor ||
      a.journal.id.localeCompare(b.journal.id),
  );
  const size = Math.min(Math.max(query.size, 1), 100);
  const page = Math.max(query.page, 1);
  return {
    total: scored.length,
    page,
    size,
    journals: scored.slice((page - 1) * size, page * size).map((s) => s.journal),
  };
}
