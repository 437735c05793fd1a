import MiniSearch from 'minisearch';
import type { SearchFieldCode } from '@wenxian/domain';
import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { distinctWords, PIECE_SEPARATOR, segmentWords } from './tokenize';

/**
 * Three indexes, each suited to its fields. Short prose (title, keywords, discipline) goes into
 * MiniSearch with BM25 ranking. Abstracts, which hold most of the corpus' words, go into a plain
 * word → records map scored by inverse document frequency: it builds in a fraction of MiniSearch's time
 * and keeps the whole build inside the 1.5 s budget. Names (authors, affiliations, journal, fund, class
 * numbers, DOI) go into exact-value maps: users type a whole name or a code prefix there.
 */
export type ProseField = 'title' | 'keywords' | 'abstract' | 'subject';
export type NameField = 'authors' | 'firstAuthor' | 'organs' | 'journal' | 'clc' | 'subjectCode' | 'doi' | 'fund';
export type IndexField = ProseField | NameField;

/** Which fields each search field code of the code table searches. */
export const fieldsOf: Readonly<Record<SearchFieldCode, readonly IndexField[]>> = {
  U: ['title', 'keywords', 'abstract', 'subject', 'authors', 'organs', 'journal', 'fund'],
  SU: ['keywords', 'title', 'subject'],
  M: ['title', 'keywords', 'abstract'],
  T: ['title'],
  K: ['keywords'],
  R: ['abstract'],
  A: ['authors'],
  F: ['firstAuthor'],
  S: ['organs'],
  J: ['journal'],
  C: ['clc'],
  E: ['subjectCode'],
  D: ['doi'],
  FU: ['fund'],
  PT: ['title'],
  ST: ['title'],
};

/** Field codes restricted to one literature type (patent and standard pages). */
export const typeOfField: Partial<Record<SearchFieldCode, number>> = { PT: 5, ST: 6 };

const proseFields: readonly ProseField[] = ['title', 'keywords', 'abstract', 'subject'];
/** The prose fields MiniSearch holds (the abstract has its own word map). */
export const miniSearchFields: readonly ProseField[] = ['title', 'keywords', 'subject'];
export function isProseField(field: IndexField): field is ProseField {
  return (proseFields as readonly string[]).includes(field);
}
/** Name fields also searchable by one of their words (part of an organisation's name). */
const wordSearchable = new Set<NameField>(['organs', 'journal', 'fund']);
/** Code fields matched by prefix (TP3 finds TP391). */
export const prefixFields = new Set<NameField>(['clc', 'subjectCode', 'doi']);

/** Relevance weights: a hit in the title counts most, as readers expect. */
const proseBoost: Record<Exclude<ProseField, 'abstract'>, number> = { title: 4, keywords: 3, subject: 1.5 };
/** Score of a name-field hit, comparable to a strong prose hit. */
export const NAME_HIT_SCORE = 8;

export function fieldValues(record: LiteratureRecord, field: IndexField): string[] {
  switch (field) {
    case 'title':
      return [record.title];
    case 'keywords':
      return record.keywords;
    case 'abstract':
      return [record.abstract];
    case 'subject':
      return [record.subjectName];
    case 'authors':
      return record.authors.map((a) => a.name);
    case 'firstAuthor':
      return record.authors[0] ? [record.authors[0].name] : [];
    case 'organs':
      return [...new Set(record.authors.map((a) => a.organName))];
    case 'journal':
      return [record.journalName ?? record.source ?? ''].filter(Boolean);
    case 'clc':
      return [record.clc];
    case 'subjectCode':
      return [record.subjectCode];
    case 'doi':
      return record.doi ? [record.doi] : [];
    case 'fund':
      return record.fund ? [record.fund] : [];
  }
}

export type LiteratureIndex = {
  prose: MiniSearch<LiteratureRecord>;
  /** Abstract word → record ids. */
  abstractWords: Map<string, Set<string>>;
  /** field → token (whole value or word, lower-cased) → record ids. */
  names: Map<NameField, Map<string, Set<string>>>;
  dataset: Dataset;
  buildMs: number;
};

/** Tokens of a query value: names stay whole, prose is segmented. */
export function queryTokens(field: SearchFieldCode, text: string): string[] {
  const fields = fieldsOf[field];
  const lowered = text.trim().toLowerCase();
  if (fields.every((f) => !isProseField(f))) return lowered ? [lowered] : [];
  return segmentWords(text);
}

function buildNameIndex(dataset: Dataset): Map<NameField, Map<string, Set<string>>> {
  const names = new Map<NameField, Map<string, Set<string>>>();
  const nameFields: NameField[] = ['authors', 'firstAuthor', 'organs', 'journal', 'clc', 'subjectCode', 'doi', 'fund'];
  for (const field of nameFields) {
    const map = new Map<string, Set<string>>();
    const add = (token: string, id: string): void => {
      let ids = map.get(token);
      if (!ids) map.set(token, (ids = new Set()));
      ids.add(id);
    };
    for (const record of dataset.literature) {
      for (const value of fieldValues(record, field)) {
        const lowered = value.toLowerCase();
        add(lowered, record.id);
        if (wordSearchable.has(field)) for (const word of segmentWords(value)) add(word, record.id);
      }
    }
    names.set(field, map);
  }
  return names;
}

const indexes = new WeakMap<Dataset, LiteratureIndex>();

/** The indexes over the corpus, built on the first search and kept for the dataset's life. */
export function getLiteratureIndex(dataset: Dataset): LiteratureIndex {
  const existing = indexes.get(dataset);
  if (existing) return existing;
  const started = performance.now();
  const prose = new MiniSearch<LiteratureRecord>({
    idField: 'id',
    fields: [...miniSearchFields],
    storeFields: [],
    extractField: (record, field) => {
      if (field === 'id') return record.id;
      // Generated prose is handed over in its pieces, which the tokenizer segments once each.
      if (field === 'title') return record.titleParts.join(PIECE_SEPARATOR);
      return fieldValues(record, field as ProseField).join('，');
    },
    tokenize: distinctWords,
    processTerm: (term) => term,
    searchOptions: { boost: proseBoost, processTerm: (term) => term.toLowerCase() },
  });
  prose.addAll(dataset.literature);
  const abstractWords = new Map<string, Set<string>>();
  for (const record of dataset.literature) {
    for (const word of distinctWords(record.abstractParts.join(PIECE_SEPARATOR))) {
      let ids = abstractWords.get(word);
      if (!ids) abstractWords.set(word, (ids = new Set()));
      ids.add(record.id);
    }
  }
  const index = { prose, abstractWords, names: buildNameIndex(dataset), dataset, buildMs: performance.now() - started };
  indexes.set(dataset, index);
  return index;
}
