import type { RequestHandler } from 'msw';
import { ACTIVITY_PATHS as AP } from '@wenxian/api';
import { activityKeyOf } from '../../data/activities';
import { SimulatedError } from '../../errors';
import { requireAccount } from '../../session/auth';
import { drawQuiz } from '../../session/quiz';
import { simulationState } from '../../session/state';
import { dayOf, isoOf } from '../../session/calendar';
import { corpus } from '../corpusAndSearchEngine';
import { route } from '../route';
import { addPoints, pointsOf, products, requireRunning } from './productSession';

const QUIZ_ATTEMPTS_PER_DAY = 3;
const POINTS_PER_ANSWER = 10;

/** The reading month's quiz: five corpus questions, 10 points per right answer, three quizzes a day. */
export const activityQuizHandlers: RequestHandler[] = [
  route('post', AP.questionExtract, async ({ request, body }) => {
    const account = requireAccount(request);
    const key = activityKeyOf((await body<{ activityId?: string }>()).activityId);
    requireRunning(key);
    const state = products();
    state.draws += 1;
    const quiz = drawQuiz(await corpus(), state.draws);
    state.pendingQuiz.set(account.memberId, quiz);
    return quiz.map(({ answer: _answer, ...question }) => question);
  }),
  route('post', AP.questionAnswer, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<{ activityId?: string; answers?: { questionId: string; key: string }[] }>();
    const key = activityKeyOf(payload.activityId);
    requireRunning(key);
    const state = products();
    const quiz = state.pendingQuiz.get(account.memberId);
    if (!quiz) throw new SimulatedError(40_043, '请先开始答题');
    const attemptKey = `${account.memberId}|${dayOf(simulationState().now())}`;
    const attempts = state.attempts.get(attemptKey) ?? 0;
    if (attempts >= QUIZ_ATTEMPTS_PER_DAY) throw new SimulatedError(40_044, '今日答题次数已用完，明天再来吧');
    const chosen = new Map((payload.answers ?? []).map((a) => [a.questionId, a.key]));
    if (quiz.some((q) => !chosen.has(q.id))) throw new SimulatedError(40_045, '请回答全部题目');
    const checks = quiz.map((q) => ({
      questionId: q.id,
      text: q.text,
      chosen: chosen.get(q.id) ?? '',
      correctKey: q.answer,
      correct: chosen.get(q.id) === q.answer,
    }));
    const correct = checks.filter((c) => c.correct).length;
    const points = correct * POINTS_PER_ANSWER;
    state.attempts.set(attemptKey, attempts + 1);
    state.pendingQuiz.delete(account.memberId);
    const balance =
      points > 0 ? addPoints(account.memberId, points, `阅读月答题，答对${correct}题`) : pointsOf(account);
    state.settlements.set(account.memberId, {
      activityId: key,
      correct,
      total: quiz.length,
      points,
      answeredAt: simulationState().now(),
      checks,
    });
    return { correct, total: quiz.length, points, checks, balance };
  }),
  route('post', AP.settlement, ({ request }) => {
    const account = requireAccount(request);
    const last = products().settlements.get(account.memberId);
    const used = products().attempts.get(`${account.memberId}|${dayOf(simulationState().now())}`) ?? 0;
    const all = [...products().points.values()].sort((a, b) => b - a);
    return {
      points: last?.points ?? 0,
      correct: last?.correct ?? 0,
      total: last?.total ?? 0,
      checks: last?.checks ?? [],
      answeredAt: last ? isoOf(last.answeredAt) : null,
      attemptsLeft: Math.max(0, QUIZ_ATTEMPTS_PER_DAY - used),
      ...(last ? { rank: all.indexOf(pointsOf(account)) + 1 } : {}),
    };
  }),
];
