import type { RequestHandler } from 'msw';
import { SUBJECT_PATHS as P, type SubjectProfile } from '@wenxian/api';
import type { Dataset } from '../data/dataset';
import type { LiteratureRecord, SubjectRecord } from '../data/types';
import { disciplines } from '../data/vocabulary';
import { SimulatedError } from '../errors';
import { messages, notFoundCode } from '@wenxian/domain';
import {
  byDiscipline,
  byKeyword,
  countBy,
  entityLiterature,
  entitySearchText,
  entityTrends,
  type EntityLiteratureQuery,
} from './analytics';
import { corpus } from './corpusAndSearchEngine';
import { pageOf, toSummary } from './answerShapes';
import { pathPattern } from './pathPattern';
import { route, type RouteContext } from './route';
import { textStreamResponse } from '../ai/sse';
import { simulationSettings } from '../settings';

type Body = Record<string, unknown> &
  EntityLiteratureQuery & {
    id?: string;
    keyword?: string;
    word?: string;
    startYear?: number;
    endYear?: number;
    size?: number;
    conditions?: { content?: string }[];
  };

function toProfile(subject: SubjectRecord): SubjectProfile {
  return {
    id: subject.id,
    name: subject.name,
    clc: subject.clc,
    literatureCount: subject.literatureCount,
    disciplineName: disciplines.find((d) => d.id === subject.disciplineId)?.name ?? '',
  };
}

const recordsOfWord = (dataset: Dataset, word: string): LiteratureRecord[] =>
  dataset.literature.filter((r) => r.keywords.includes(word));

/**
 * The topic of a keyword that has no seeded subject: every word a subject page links to (相关主题, AI 推荐) is a
 * keyword of some paper, and has its own page with those papers (13 of 120 crawled subject
 * pages linked to 主题词未找到). Its id is the word; discipline and class are its papers' most frequent ones.
 */
function keywordTopic(dataset: Dataset, word: string): SubjectRecord | undefined {
  const records = recordsOfWord(dataset, word);
  if (records.length === 0) return undefined;
  const mostFrequent = (values: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
  };
  return {
    id: word,
    name: word,
    disciplineId: mostFrequent(records.map((r) => r.disciplineId)),
    clc: mostFrequent(records.map((r) => r.clc)),
    literatureCount: records.length,
  };
}

/** A subject by id or by name, or a keyword's topic; anything else answers 404, shown as 主题词未找到. */
async function subjectOf(context: RouteContext): Promise<{ dataset: Dataset; subject: SubjectRecord; body: Body }> {
  const [dataset, body] = await Promise.all([corpus(), context.body<Body>()]);
  const key = String(body.id ?? body.word ?? context.params.id ?? '');
  const name = decodeURIComponent(key);
  const subject =
    dataset.subjectById.get(key) ?? dataset.subjects.find((s) => s.name === name) ?? keywordTopic(dataset, name);
  if (!subject) throw new SimulatedError(notFoundCode, messages.errorPage.subjectNotFound);
  return { dataset, subject, body };
}

/** Subject and word area (doc 001 §7 "Subject and word"). */
export const subjectHandlers: RequestHandler[] = [
  route('post', P.show, async (c) => toProfile((await subjectOf(c)).subject)),
  route('get', pathPattern(P.detail, 'id'), async (c) => toProfile((await subjectOf(c)).subject)),
  route('post', pathPattern(P.detail, 'id'), async (c) => toProfile((await subjectOf(c)).subject)),
  route('post', P.literatures, async (c) => {
    const { dataset, subject, body } = await subjectOf(c);
    return pageOf(
      entityLiterature(dataset, recordsOfWord(dataset, subject.name), body).map((r) => toSummary(r)),
      body,
    );
  }),
  route('post', P.search, async (c) => {
    const [dataset, body] = await Promise.all([corpus(), c.body<Body>()]);
    const text = entitySearchText(body);
    return pageOf(
      dataset.subjects
        .filter((s) => !text || s.name.includes(text))
        .sort((a, b) => b.literatureCount - a.literatureCount)
        .map(toProfile),
      body,
      20,
    );
  }),
  route('post', P.recommend, async () =>
    [...(await corpus()).subjects]
      .sort((a, b) => b.literatureCount - a.literatureCount)
      .slice(0, 12)
      .map(toProfile),
  ),
  route('post', P.infiltration, async (c) => {
    const { dataset, subject } = await subjectOf(c);
    return countBy(recordsOfWord(dataset, subject.name), byDiscipline, 12);
  }),
  route('post', P.wordStatistics, async (c) => {
    const { dataset, subject } = await subjectOf(c);
    return countBy(recordsOfWord(dataset, subject.name), (r) => [{ name: String(r.type) }], 12);
  }),
  route('post', P.wordTrends, async (c) => {
    const { dataset, subject, body } = await subjectOf(c);
    return entityTrends(dataset, recordsOfWord(dataset, subject.name), body);
  }),
  route('post', P.wordRelated, async (c) => {
    const { dataset, subject, body } = await subjectOf(c);
    return countBy(recordsOfWord(dataset, subject.name), byKeyword, Number(body.size ?? 10) + 1).filter(
      (k) => k.name !== subject.name,
    );
  }),
  route('post', P.wordAiRecommend, async (c) => {
    const { dataset, subject } = await subjectOf(c);
    return countBy(recordsOfWord(dataset, subject.name), byKeyword, 6)
      .map((k) => k.name)
      .filter((n) => n !== subject.name);
  }),
  // Rankings of the newest year with papers; change = places moved since the year before (positive = up).
  route('post', P.wordRankings, async () => {
    const dataset = await corpus();
    const latest = dataset.literature.reduce((y, r) => Math.max(y, r.year), 0);
    const countsIn = (year: number) => {
      const counts = new Map<string, number>();
      for (const r of dataset.literature)
        if (r.year === year) for (const k of r.keywords) counts.set(k, (counts.get(k) ?? 0) + 1);
      return counts;
    };
    const rankOf = (counts: Map<string, number>) => {
      const ordered = dataset.subjects
        .filter((s) => (counts.get(s.name) ?? 0) > 0)
        .sort((a, b) => (counts.get(b.name) ?? 0) - (counts.get(a.name) ?? 0) || a.id.localeCompare(b.id));
      return new Map(ordered.map((s, i) => [s.name, i + 1]));
    };
    const now = countsIn(latest);
    const before = rankOf(countsIn(latest - 1));
    return [...rankOf(now)].slice(0, 20).map(([word, rank]) => ({
      rank,
      word,
      count: now.get(word) ?? 0,
      change: (before.get(word) ?? dataset.subjects.length + 1) - rank,
    }));
  }),
  // AI summary of a topic (/keyword/summarize): composed from the topic's records, streamed as text.
  route('post', P.wordSummarize, async (c) => {
    const { dataset, subject } = await subjectOf(c);
    const { composeAnswer } = await import('../ai/answer');
    return textStreamResponse(composeAnswer(dataset, subject.name).content, simulationSettings().streamCharMs);
  }),
  route('post', P.classInfoDetails, async (c) => {
    const { code } = await c.body<{ code?: string }>();
    const discipline = disciplines.find((d) => code?.startsWith(d.clc));
    return {
      code: code ?? '',
      label: discipline?.name ?? '未知',
      description: discipline ? `${discipline.name}（中图分类号 ${discipline.clc}）` : '',
      parentCode: discipline?.clc.slice(0, 1) ?? '',
    };
  }),
  route('post', P.confirmByMemberId, async () =>
    (await corpus()).subjects.slice(0, 3).map((s) => ({ id: s.id, name: s.name })),
  ),
];
