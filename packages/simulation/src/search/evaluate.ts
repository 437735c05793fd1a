import type { ExpressionNode } from '@wenxian/domain';
import type { LiteratureRecord } from '../data/types';
import { segmentWords } from './tokenize';
import {
  fieldsOf,
  fieldValues,
  isProseField,
  miniSearchFields,
  NAME_HIT_SCORE,
  prefixFields,
  queryTokens,
  typeOfField,
  type LiteratureIndex,
  type NameField,
  type ProseField,
} from './searchIndex';

/** Scores by record id. */
export type Hits = Map<string, number>;
type TermNode = Extract<ExpressionNode, { kind: 'term' }>;

function addHits(hits: Hits, ids: Iterable<string>, score: number): void {
  for (const id of ids) hits.set(id, (hits.get(id) ?? 0) + score);
}

function nameHits(index: LiteratureIndex, field: NameField, text: string): Set<string> {
  const map = index.names.get(field);
  const wanted = text.trim().toLowerCase();
  if (!map || !wanted) return new Set();
  const exact = map.get(wanted);
  if (exact) return exact;
  if (prefixFields.has(field)) {
    const out = new Set<string>();
    for (const [key, ids] of map) if (key.startsWith(wanted)) for (const id of ids) out.add(id);
    return out;
  }
  // Part of a name: every word must occur (e.g. 师范大学 within 某某师范大学).
  const words = segmentWords(text);
  if (words.length === 0) return new Set();
  const [first, ...rest] = words.map((word) => map.get(word) ?? new Set<string>());
  const out = new Set<string>(first);
  for (const ids of rest) for (const id of out) if (!ids.has(id)) out.delete(id);
  return out;
}

/** Letters and digits only, lower-cased: a phrase is found verbatim whatever the spacing and punctuation. */
function squeeze(text: string): string {
  return text.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** A quoted phrase: its words in this order, next to each other, in one of the searched prose fields. */
function containsPhrase(record: LiteratureRecord, fields: readonly ProseField[], phrase: string): boolean {
  return fields.some((f) => fieldValues(record, f).some((v) => squeeze(v).includes(phrase)));
}

function termHits(index: LiteratureIndex, node: TermNode): Hits {
  const hits: Hits = new Map();
  const fields = fieldsOf[node.field];
  const onlyType = typeOfField[node.field];
  if (node.exact) {
    // Exact match: the value equals a whole field value, or the phrase appears verbatim in prose.
    const wanted = node.text.toLowerCase();
    for (const record of index.dataset.literature) {
      if (onlyType !== undefined && record.type !== onlyType) continue;
      const found = fields.some((f) =>
        fieldValues(record, f).some((v) => {
          const lowered = v.toLowerCase();
          return lowered === wanted || ((f === 'title' || f === 'abstract') && lowered.includes(wanted));
        }),
      );
      if (found) hits.set(record.id, NAME_HIT_SCORE);
    }
    return hits;
  }
  const prose = fields.filter(isProseField) as ProseField[];
  const tokens = queryTokens(node.field, node.text);
  if (prose.length > 0 && tokens.length > 0) {
    const inMini = prose.filter((f) => miniSearchFields.includes(f));
    const inAbstract = prose.includes('abstract');
    const total = index.dataset.literature.length;
    // Every word must occur somewhere in the field group (AND across words, OR across fields).
    let combined: Hits | null = null;
    for (const token of tokens) {
      const perToken: Hits = new Map();
      if (inMini.length > 0) {
        for (const result of index.prose.search(token, {
          fields: inMini,
          prefix: false,
          fuzzy: false,
          tokenize: (t) => [t],
        }))
          perToken.set(String(result.id), result.score);
      }
      if (inAbstract) {
        const ids = index.abstractWords.get(token);
        // Inverse document frequency: rare words weigh more, as BM25 would weigh them.
        const idf = ids ? Math.log(1 + total / ids.size) : 0;
        for (const id of ids ?? []) perToken.set(id, (perToken.get(id) ?? 0) + idf);
      }
      if (combined === null) combined = perToken;
      else {
        const next: Hits = new Map();
        for (const [id, score] of combined) {
          const other = perToken.get(id);
          if (other !== undefined) next.set(id, score + other);
        }
        combined = next;
      }
      if (combined.size === 0) break;
    }
    // Words found anywhere are not a phrase: a quoted value also needs its words in order (学习 深度 ≠ 深度学习).
    const phrase = node.phrase && tokens.length > 1 ? squeeze(node.text) : null;
    for (const [id, score] of combined ?? []) {
      const record = index.dataset.literatureById.get(id);
      if (!record || (onlyType !== undefined && record.type !== onlyType)) continue;
      if (phrase !== null && !containsPhrase(record, prose, phrase)) continue;
      hits.set(id, score);
    }
  }
  for (const field of fields)
    if (!isProseField(field)) addHits(hits, nameHits(index, field, node.text), NAME_HIT_SCORE);
  return hits;
}

/** Evaluates a parsed expression to the matching records with their relevance. */
export function evaluate(index: LiteratureIndex, node: ExpressionNode): Hits {
  if (node.kind === 'term') return termHits(index, node);
  const left = evaluate(index, node.left);
  const right = evaluate(index, node.right);
  const out: Hits = new Map();
  if (node.kind === 'and') {
    const [small, large] = left.size <= right.size ? [left, right] : [right, left];
    for (const [id, score] of small) {
      const other = large.get(id);
      if (other !== undefined) out.set(id, score + other);
    }
  } else if (node.kind === 'or') {
    for (const [id, score] of left) out.set(id, score);
    for (const [id, score] of right) out.set(id, (out.get(id) ?? 0) + score);
  } else {
    for (const [id, score] of left) if (!right.has(id)) out.set(id, score);
  }
  return out;
}
