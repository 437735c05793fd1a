import { useState } from 'react';
import { href } from 'react-router';
import type { QuizAnswerResult } from '@wenxian/api';
import { productLabels } from '@wenxian/domain';
import { Button, QuizCard, TextLink } from '@wenxian/ui';
import { settle } from '../../app/settle';
import {
  activityApi,
  useAnswerQuestionsMutation,
  useDrawQuestionsMutation,
  useGetActivityConfigQuery,
} from '../../features/products/activityApi';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { siteApi } from '../../features/shared/siteApi';
import { definePage } from '../../app/routeModule';
import { useActivityPhase } from '../../features/products/activityPhase';
import { Inner } from '../shared/ContentFrame';
import { LoginPrompt, PageTitle } from '../shared/ServicePage';

const L = productLabels.readingMonth;
const A = productLabels.activity;
const ACTIVITY = 'readingmonth';
const messageOf = (result: { error?: unknown }) => (result.error as { message?: string } | undefined)?.message ?? '';

/** /activity/readingmonth/answerpage: draw five questions from the server, answer them, see them checked and the points. */
export function ReadingQuizPage() {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const config = useGetActivityConfigQuery(ACTIVITY);
  const { phase } = useActivityPhase(config.data);
  const [draw, drawing] = useDrawQuestionsMutation();
  const [answer, answering] = useAnswerQuestionsMutation();
  const [result, setResult] = useState<QuizAnswerResult | null>(null);
  const [error, setError] = useState('');

  const start = async () => {
    setResult(null);
    setError('');
    const drawn = await draw(ACTIVITY);
    if ('error' in drawn) setError(messageOf(drawn));
  };
  return (
    <Inner>
      <PageTitle>{L.quizTitle}</PageTitle>
      {!user && !isLoading ? <LoginPrompt text={A.loginToJoin} /> : null}
      {phase !== 'during' && config.data ? <p>{A.phase[phase]}</p> : null}
      {user && phase === 'during' && (!drawing.data || result) ? (
        <p>
          <Button variant="primary" isBusy={drawing.isLoading} onClick={() => void start()}>
            {result ? L.again : L.startQuiz}
          </Button>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      {drawing.data ? (
        <QuizCard
          key={drawing.requestId}
          questions={drawing.data}
          checks={result?.checks}
          isSubmitting={answering.isLoading}
          error={answering.error ? messageOf(answering) : undefined}
          onSubmit={async (answers) => {
            const checked = await answer({ activityId: ACTIVITY, answers });
            if ('data' in checked && checked.data) setResult(checked.data);
          }}
        />
      ) : null}
      {result ? (
        <section aria-labelledby="quiz-result">
          <h2 id="quiz-result">{L.settlementTitle}</h2>
          <p role="status">{L.result(result.correct, result.total, result.points)}</p>
          <p>
            {L.myPoints}：{result.balance} ·{' '}
            <TextLink href={href('/activity/readingmonth/points')}>{L.toPoints}</TextLink> ·{' '}
            <TextLink href={href('/activity/readingmonth/answerquestions/settlement')}>{L.settlementTitle}</TextLink>
          </p>
        </section>
      ) : null}
    </Inner>
  );
}

export const page = definePage({
  Component: ReadingQuizPage,
  loader: async ({ store }) => {
    await Promise.all([
      settle(store.dispatch(activityApi.endpoints.getActivityConfig.initiate(ACTIVITY))),
      settle(store.dispatch(siteApi.endpoints.getServerTime.initiate())),
    ]);
  },
  head: () => ({ title: `${L.quizTitle} - ${L.title}` }),
});
