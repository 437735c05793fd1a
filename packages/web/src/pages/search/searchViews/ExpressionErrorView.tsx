import styled from 'styled-components';
import type { ExpressionProblem } from '../../../features/search/expressionProblem';

const ExpressionAlert = styled.div`
  color: ${({ theme }) => theme.color.danger};
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Caret = styled.pre`
  margin: 0;
  font: inherit;
  font-family: monospace;
  white-space: pre-wrap;
  mark {
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.surface};
  }
`;

/** The expression with the place of its error marked (the box keeps the text as typed). */
export function ExpressionErrorView({
  problem: { text, position, length, description },
}: {
  problem: ExpressionProblem;
}) {
  const start = Math.min(position, text.length);
  const end = Math.min(start + length, text.length);
  return (
    <ExpressionAlert role="alert">
      <span>{description}</span>
      <Caret aria-hidden="true">
        {text.slice(0, start)}
        <mark>{text.slice(start, end) || ' '}</mark>
        {text.slice(end)}
      </Caret>
    </ExpressionAlert>
  );
}
