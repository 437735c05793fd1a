#!/usr/bin/env node
/**
 * Compares three ways of reducing a natural question to search terms (docs/decisions/simulation.md):
 *   vocabulary — the corpus's own terms matched longest first, the other words segmented (search/question.ts);
 *   segmenter  — Intl.Segmenter's words (the index's own tokenizer), any of them;
 *   jieba      — jieba-wasm's words (precise mode), any of them.
 * For the 20 questions of src/test/fixtures/naturalQuestions.ts it reports how many of the first 4 records
 * (what the AI search cites) are on topic, how many questions get ≥ 3 on-topic records, the time to get ready
 * (jieba loads its dictionary, the vocabulary is collected from the corpus) and the median query time.
 *
 *   node packages/simulation/scripts/measure-question-terms.mjs [rounds=5]
 */
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';

const rounds = Number(process.argv[2] ?? 5);
const load = (path) => tsImport(path, import.meta.url);
const { buildDataset } = await load('../src/data/dataset.ts');
const { getLiteratureIndex } = await load('../src/search/searchIndex.ts');
const { evaluate } = await load('../src/search/evaluate.ts');
const { askingWords, questionHits, questionTerms } = await load('../src/search/question.ts');
const { segmentWords } = await load('../src/search/tokenize.ts');
const { naturalQuestions } = await load('../src/test/fixtures/naturalQuestions.ts');

const dataset = buildDataset();
const index = getLiteratureIndex(dataset);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value) => Math.round(value * 100) / 100;

/** The words that ask (question.ts) and single characters are dropped for every method alike. */
const meaningful = (words) =>
  [...new Set(words)].filter((w) => !askingWords.has(w) && !/^[\p{P}\s]*$/u.test(w) && w.length > 1);
const anyOf = (words) =>
  words
    .map((text) => ({ kind: 'term', field: 'U', text, exact: false, phrase: false }))
    .reduce((tree, node) => (tree ? { kind: 'or', left: tree, right: node } : node), null);
const ranked = (hits) => [...hits].sort((a, b) => b[1] - a[1]).map(([id]) => dataset.literatureById.get(id));

let jiebaCut;
const methods = {
  vocabulary: {
    ready: () => questionTerms(dataset, '预热'),
    run: (q) => ranked(questionHits(index, q).hits),
  },
  segmenter: {
    ready: () => segmentWords('预热'),
    run: (q) => {
      const tree = anyOf(meaningful(segmentWords(q)));
      return tree ? ranked(evaluate(index, tree)) : [];
    },
  },
  jieba: {
    ready: async () => {
      jiebaCut = (await import('jieba-wasm')).cut;
      jiebaCut('预热', true);
    },
    run: (q) => {
      const tree = anyOf(meaningful(jiebaCut(q, true)));
      return tree ? ranked(evaluate(index, tree)) : [];
    },
  },
};

const about = (record, topics) =>
  topics.some((t) => [record.title, record.abstract, ...record.keywords].some((text) => text.includes(t)));

const rows = [];
for (const [name, method] of Object.entries(methods)) {
  const started = performance.now();
  await method.ready();
  const readyMs = performance.now() - started;
  let onTopic = 0;
  let answered = 0;
  const times = [];
  for (let r = 0; r < rounds; r += 1) {
    for (const { question, topics } of naturalQuestions) {
      const t = performance.now();
      const top = method.run(question).slice(0, 4);
      times.push(performance.now() - t);
      if (r > 0) continue;
      const good = top.filter((record) => about(record, topics)).length;
      onTopic += good;
      if (good >= 3) answered += 1;
    }
  }
  rows.push({
    method: name,
    'on-topic of top 4': `${onTopic}/${naturalQuestions.length * 4}`,
    'questions with ≥3': `${answered}/${naturalQuestions.length}`,
    'ready ms': round(readyMs),
    'median query ms': round(median(times)),
  });
}
console.log(`corpus ${dataset.literature.length} records, index built in ${round(index.buildMs)} ms`);
console.table(rows);
