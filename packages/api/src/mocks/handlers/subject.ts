import type { RequestHandler } from 'msw';
import { SUBJECT_PATHS as P } from '../../subject/paths';
import type { SubjectProfile } from '../../subject/types';
import type { Dataset } from '../data/dataset';
import type { LiteratureRecord, SubjectRecord } from '../data/types';
import { disciplines } from '../data/vocabulary';
import { SimulatedError } from '../errors';
import { messages, notFoundCode } from '@wenxian/domain';
import { byDiscipline, byKeyword, countBy, newest, trends } from './analytics';
import { corpus } from './lazy';
import { entitySearchText, pageOf, toSummary } from './mappers';
import { route, type RouteContext } from './route';
import { textStreamResponse } from '../ai/sse';
import { simulationSettings } from '../settings';

type Body = Record<string, unknown> & { id?: string; keyword?: string; word?: string; startYear?: number; endYear?: number; size?: number; conditions?: { content?: string }[] };

function toProfile(subject: SubjectRecord): SubjectProfile {
  return { id: subject.id, name: subject.name, clc: subject.clc, literatureCount: subject.literatureCount, disciplineName: disciplines.find((d) => d.id === subject.disciplineId)?.name ?? '' };
}

const recordsOfWord = (dataset: Dataset, word: string): LiteratureRecord[] => dataset.literature.filter((r) => r.keywords.includes(word));

/** A subject by id or by name; an unknown one answers 404, which the topic page shows as 主题词未找到. */
async function subjectOf(context: RouteContext): Promise<{ dataset: Dataset; subject: SubjectRecord; body: Body }> {
  const [dataset, body] = await Promise.all([corpus(), context.body<Body>()]);
  const key = String(body.id ?? body.word ?? context.params.id ?? '');
  const subject = dataset.subjectById.get(key) ?? dataset.subjects.find((s) => s.name === decodeURIComponent(key));
  if (!subject) throw new SimulatedError(notFoundCode, messages.errorPage.subjectNotFound);
  return { dataset, subject, body };
}

/** Subject and word area (doc 001 §7 "Subject and word"). */
export const subjectHandlers: RequestHandler[] = [
  route('post', P.show, async (c) => toProfile((await subjectOf(c)).subject)),
  route('get', '/subject/detail/:id', async (c) => toProfile((await subjectOf(c)).subject)),
  route('post', '/subject/detail/:id', async (c) => toProfile((await subjectOf(c)).subject)),
  route('post', P.literatures, async (c) => {
    const { dataset, subject, body } = await subjectOf(c);
    return pageOf(newest(recordsOfWord(dataset, subject.name)).map((r) => toSummary(r)), body);
  }),
  route('post', P.search, async (c) => {
    const [dataset, body] = await Promise.all([corpus(), c.body<Body>()]);
    const text = entitySearchText(body);
    return pageOf(dataset.subjects.filter((s) => !text || s.name.includes(text)).sort((a, b) => b.literatureCount - a.literatureCount).map(toProfile), body, 20);
  }),
  route('post', P.recommend, async () => [...(await corpus()).subjects].sort((a, b) => b.literatureCount - a.literatureCount).slice(0, 12).map(toProfile)),
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
    return trends(recordsOfWord(dataset, subject.name), body);
  }),
  route('post', P.wordRelated, async (c) => {
    const { dataset, subject, body } = await subjectOf(c);
    return countBy(recordsOfWord(dataset, subject.name), byKeyword, Number(body.size ?? 10) + 1).filter((k) => k.name !== subject.name);
  }),
  route('post', P.wordAiRecommend, async (c) => {
    const { dataset, subject } = await subjectOf(c);
    return countBy(recordsOfWord(dataset, subject.name), byKeyword, 6).map((k) => k.name).filter((n) => n !== subject.name);
  }),
  route('post', P.wordRankings, async () => [...(await corpus()).subjects].sort((a, b) => b.literatureCount - a.literatureCount).slice(0, 20).map((s, i) => ({ rank: i + 1, word: s.name, count: s.literatureCount, change: ((i * 7) % 5) - 2 }))),
  // AI summary of a topic (/keyword/summarize): composed from the topic's records, streamed as text.
  route('post', P.wordSummarize, async (c) => {
    const { dataset, subject } = await subjectOf(c);
    const { composeAnswer } = await import('../ai/answer');
    return textStreamResponse(composeAnswer(dataset, subject.name).content, simulationSettings().streamCharMs);
  }),
  route('post', P.classInfoDetails, async (c) => {
    const { code } = await c.body<{ code?: string }>();
    const discipline = disciplines.find((d) => code?.startsWith(d.clc));
    return { code: code ?? '', label: discipline?.name ?? '未知', description: discipline ? `${discipline.name}（中图分类号 ${discipline.clc}）` : '', parentCode: discipline?.clc.slice(0, 1) ?? '' };
  }),
  route('post', P.confirmByMemberId, async () => (await corpus()).subjects.slice(0, 3).map((s) => ({ id: s.id, name: s.name }))),
];
