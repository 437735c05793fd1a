import { skipToken } from '@reduxjs/toolkit/query/react';
import { href } from 'react-router';
import { productLabels } from '@wenxian/domain';
import { TextLink } from '@wenxian/ui';
import { useGetSettlementQuery } from '../../features/products/activityApi';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { definePage } from '../../app/routeModule';
import { QueryView } from '../shared/ContentFrame';
import { Inner } from '../shared/ContentFrame';
import { LoginPrompt, PageTitle } from '../shared/ServicePage';
import { Table } from '../shared/OrderTable';

const L = productLabels.readingMonth;

/** /activity/readingmonth/answerquestions/settlement: the last quiz checked question by question, points and rank. */
export function ReadingSettlementPage() {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const settlement = useGetSettlementQuery(user ? 'readingmonth' : skipToken);
  return (
    <Inner>
      <PageTitle>{L.settlementTitle}</PageTitle>
      {!user && !isLoading ? (
        <LoginPrompt text={productLabels.activity.loginToJoin} />
      ) : (
        <QueryView query={settlement}>
          {(s) => (
            <>
              {s.total > 0 ? <p role="status">{L.result(s.correct, s.total, s.points)}</p> : <p>{L.startQuiz}</p>}
              {s.checks.length > 0 ? (
                <Table aria-label={L.settlementTitle}>
                  <thead>
                    <tr>
                      <th scope="col">{L.quizTitle}</th>
                      <th scope="col">{L.yourAnswer}</th>
                      <th scope="col">{L.correctAnswer}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.checks.map((c) => (
                      <tr key={c.questionId}>
                        <td>{c.text}</td>
                        <td>
                          {c.chosen} {c.correct ? '✓' : '✗'}
                        </td>
                        <td>{c.correctKey}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              ) : null}
              <p>
                {s.attemptsLeft > 0 ? (
                  <TextLink href={href('/activity/readingmonth/answerpage')}>{L.again}</TextLink>
                ) : (
                  L.alreadyAnswered
                )}{' '}
                · <TextLink href={href('/activity/readingmonth/points')}>{L.toPoints}</TextLink>
              </p>
            </>
          )}
        </QueryView>
      )}
    </Inner>
  );
}

export const page = definePage({
  Component: ReadingSettlementPage,
  head: () => ({ title: `${L.settlementTitle} - ${L.title}`, noindex: true }),
});
