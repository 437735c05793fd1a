import styled from 'styled-components';
import { describeExpressionError, type ExpressionError } from '@wenxian/domain';

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
export function ExpressionErrorView({ text, error }: { text: string; error: ExpressionError }) {
  const start = Math.min(error.position, text.length);
  const end = Math.min(start + error.length, text.length);
  return (
    <ExpressionAlert role="alert">
      <span>{describeExpressionError(error)}</span>
      <Caret aria-hidden="true">
        {text.slice(0, start)}
        <mark>{text.slice(start, end) || ' '}</mark>
        {text.slice(end)}
      </Caret>
    </ExpressionAlert>
  );
}
