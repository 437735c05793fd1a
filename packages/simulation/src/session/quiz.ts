import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import type { QuizRecord } from './productState';

/**
 * The reading-month quiz: questions drawn from the corpus (journal, first author, discipline, keyword of a
 * record), four options each with the right one at a varying place. Draw `n` of the sequence gives other
 * records and question kinds, so consecutive quizzes differ.
 */
const KEYS = ['A', 'B', 'C', 'D'] as const;

/** A small deterministic generator (mulberry32) so a draw is reproducible from its number. */
function generator(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Kind = {
  text: (r: LiteratureRecord) => string;
  answer: (r: LiteratureRecord) => string | null;
  pool: (d: Dataset) => readonly string[];
};

const kinds: Kind[] = [
  {
    text: (r) => `论文《${r.title}》发表在哪本期刊上？`,
    answer: (r) => r.journalName,
    pool: (d) => d.journals.map((j) => j.name),
  },
  {
    text: (r) => `论文《${r.title}》的第一作者是谁？`,
    answer: (r) => r.authors[0]?.name ?? null,
    pool: (d) => d.authors.map((a) => a.name),
  },
  {
    text: (r) => `论文《${r.title}》属于哪个研究主题？`,
    answer: (r) => r.subjectName || null,
    pool: (d) => d.subjects.map((s) => s.name),
  },
  {
    text: (r) => `以下哪一项是论文《${r.title}》的关键词？`,
    answer: (r) => r.keywords[0] ?? null,
    pool: (d) => d.subjects.map((s) => s.name),
  },
  {
    text: (r) => `论文《${r.title}》发表于哪一年？`,
    answer: (r) => String(r.year),
    pool: () => Array.from({ length: 30 }, (_, i) => String(1996 + i)),
  },
];

export function drawQuiz(dataset: Dataset, draw: number, count = 5): QuizRecord[] {
  const random = generator(0x5eed + draw * 7919);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const articles = dataset.literature.filter(
    (r) => r.type === 1 && r.journalName && r.authors.length > 0 && r.keywords.length > 0,
  );
  const questions: QuizRecord[] = [];
  for (let i = 0; questions.length < count && i < count * 10; i += 1) {
    const record = pick(articles);
    const kind = kinds[(draw + questions.length + i) % kinds.length] as Kind;
    const answer = kind.answer(record);
    if (!answer) continue;
    const wrong = new Set<string>();
    for (let guard = 0; wrong.size < 3 && guard < 50; guard += 1) {
      const option = pick(kind.pool(dataset));
      if (option !== answer && !record.keywords.includes(option)) wrong.add(option);
    }
    if (wrong.size < 3) continue;
    const place = Math.floor(random() * 4);
    const texts = [...wrong];
    texts.splice(place, 0, answer);
    questions.push({
      id: `Q${draw}-${questions.length + 1}`,
      text: kind.text(record),
      options: texts.map((text, k) => ({ key: KEYS[k] as string, text })),
      answer: KEYS[place] as string,
    });
  }
  return questions;
}
