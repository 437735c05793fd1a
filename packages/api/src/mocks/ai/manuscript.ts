import type { Dataset } from '../data/dataset';
import type { JournalRecord, LiteratureRecord } from '../data/types';
import { distinctWords } from '../search/tokenize';

/**
 * Journal recommendation for a manuscript: the journals whose published articles share the most
 * words with the manuscript's title and keywords, weighted by how often the journal publishes them.
 * Scores are 0–100 so the page can show them as a match percentage.
 */
export type JournalMatch = { journal: JournalRecord; score: number };

function wordsOf(record: LiteratureRecord): string[] {
  return distinctWords(`${record.title}，${record.keywords.join('，')}`);
}

export function recommendJournals(dataset: Dataset, text: string, size = 8): JournalMatch[] {
  const wanted = new Set(distinctWords(text));
  if (wanted.size === 0) return [];
  const scores = new Map<string, number>();
  for (const record of dataset.literature) {
    if (!record.journalId) continue;
    const overlap = wordsOf(record).filter((w) => wanted.has(w)).length;
    if (overlap > 0) scores.set(record.journalId, (scores.get(record.journalId) ?? 0) + overlap);
  }
  const best = Math.max(...scores.values(), 1);
  return [...scores]
    .sort((a, b) => b[1] - a[1])
    .slice(0, size)
    .map(([id, score]) => ({ journal: dataset.journalById.get(id) as JournalRecord, score: Math.round((score / best) * 100) }))
    .filter((m) => m.journal !== undefined);
}

/** Published records most like the manuscript (same-article recommendation). */
export function similarRecords(dataset: Dataset, text: string, size = 10): LiteratureRecord[] {
  const wanted = new Set(distinctWords(text));
  return dataset.literature
    .map((record) => ({ record, overlap: wordsOf(record).filter((w) => wanted.has(w)).length }))
    .filter((x) => x.overlap > 0)
    .sort((a, b) => b.overlap - a.overlap || b.record.citedCount - a.record.citedCount)
    .slice(0, size)
    .map((x) => x.record);
}
