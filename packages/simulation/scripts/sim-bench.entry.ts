/**
 * What scripts/sim-measure.mjs runs, bundled, in a fresh Node process and a fresh Chromium page:
 * the cold build of the corpus and the search index, then a search benchmark.
 */
import { buildDataset } from '../src/data/dataset';
import { searchLiterature, type SearchQuery } from '../src/search/engine';
import { getLiteratureIndex } from '../src/search/searchIndex';

export type SimBenchResult = {
  datasetMs: number;
  indexMs: number;
  totalMs: number;
  records: number;
  journals: number;
  authors: number;
  organizations: number;
  searches: number;
  searchMedianMs: number;
  searchP95Ms: number;
};

/** A realistic mix: single words, two-word queries, fields, professional expressions, filters, sorting. */
function queries(words: readonly string[]): SearchQuery[] {
  const out: SearchQuery[] = [];
  words.forEach((word, i) => {
    const other = words[(i * 7 + 3) % words.length] ?? word;
    out.push({ conditions: [{ searchField: 'U', content: word }] });
    out.push({ conditions: [{ searchField: 'U', content: `${word}${other}` }], sort: 'date' });
    out.push({ conditions: [{ searchField: 'K', content: word }], filters: { Y: ['2024', '2023'] } });
    out.push({ expression: `T=${word} OR (K=${other} NOT R=综述)`, sort: 'cited', page: 2 });
  });
  return out;
}

export function measure(): SimBenchResult {
  const started = performance.now();
  const dataset = buildDataset();
  const indexStarted = performance.now();
  getLiteratureIndex(dataset);
  const done = performance.now();
  const times: number[] = [];
  for (const query of queries(dataset.subjects.map((s) => s.name).slice(0, 60))) {
    const t = performance.now();
    searchLiterature(dataset, query);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    datasetMs: indexStarted - started,
    indexMs: done - indexStarted,
    totalMs: done - started,
    records: dataset.literature.length,
    journals: dataset.journals.length,
    authors: dataset.authors.length,
    organizations: dataset.organizations.length,
    searches: times.length,
    searchMedianMs: at(0.5),
    searchP95Ms: at(0.95),
  };
}

(globalThis as { __simBench?: () => SimBenchResult }).__simBench = measure;
