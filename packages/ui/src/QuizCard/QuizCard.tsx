import { useState } from 'react';
import styled from 'styled-components';
import { productLabels } from '@wenxian/domain';
import { Button } from '../Button';

const L = productLabels.readingMonth;

export type QuizQuestionView = { id: string; text: string; options: { key: string; text: string }[] };
export type QuizCheckView = { questionId: string; chosen: string; correctKey: string; correct: boolean };

export type QuizCardProps = {
  /** The questions the server drew. */
  questions: QuizQuestionView[];
  /** Called with one answer per question once all are chosen. */
  onSubmit: (answers: { questionId: string; key: string }[]) => void;
  /** The server's checks after submitting: each question shows the right answer and whether it was chosen. */
  checks?: QuizCheckView[];
  /** While the answers are being sent. */
  isSubmitting?: boolean;
  /** A refusal of the server (outside the window, no attempts left…). */
  error?: string;
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;
const Question = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Option = styled.label<{ $mark?: 'right' | 'wrong' }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $mark, theme }) => ($mark === 'right' ? '#e8f5ec' : $mark === 'wrong' ? theme.color.brandSoft : 'transparent')};
`;
const Verdict = styled.p<{ $ok: boolean }>`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ $ok, theme }) => ($ok ? theme.color.success : theme.color.danger)};
`;
const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

/** The reading-month quiz: one radio group per question; after submitting, the server's verdict per question. */
export function QuizCard({ questions, onSubmit, checks, isSubmitting = false, error }: QuizCardProps) {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const checkOf = (id: string) => checks?.find((c) => c.questionId === id);

  return (
    <Form
      aria-label={L.quizTitle}
      onSubmit={(event) => {
        event.preventDefault();
        if (questions.some((q) => !chosen[q.id])) return setMissing(true);
        setMissing(false);
        onSubmit(questions.map((q) => ({ questionId: q.id, key: chosen[q.id] ?? '' })));
      }}
    >
      {questions.map((q, index) => {
        const check = checkOf(q.id);
        return (
          <Question key={q.id}>
            <legend>
              <small>{L.question(index + 1, questions.length)}</small>
              {q.text}
            </legend>
            {q.options.map((option) => {
              const mark = check
                ? option.key === check.correctKey
                  ? 'right'
                  : option.key === check.chosen
                    ? 'wrong'
                    : undefined
                : undefined;
              return (
                <Option key={option.key} $mark={mark}>
                  <input
                    type="radio"
                    name={q.id}
                    value={option.key}
                    checked={chosen[q.id] === option.key}
                    disabled={Boolean(checks) || isSubmitting}
                    onChange={() => setChosen((current) => ({ ...current, [q.id]: option.key }))}
                  />
                  {option.key}. {option.text}
                </Option>
              );
            })}
            {check ? (
              <Verdict $ok={check.correct}>
                {check.correct ? '✓' : '✗'} {L.correctAnswer}：{check.correctKey}
              </Verdict>
            ) : null}
          </Question>
        );
      })}
      {missing ? <Alert role="alert">{L.answerAll}</Alert> : null}
      {error ? <Alert role="alert">{error}</Alert> : null}
      {checks ? null : (
        <div>
          <Button type="submit" variant="primary" isBusy={isSubmitting}>
            {L.submitAnswers}
          </Button>
        </div>
      )}
    </Form>
  );
}
