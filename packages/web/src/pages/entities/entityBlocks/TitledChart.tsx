import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Three rows — title, note (empty when there is none), chart — that take the rows of an `AlignedGrid` (or of a box
 * in one) as a subgrid, so charts side by side start at one height; elsewhere they simply stack.
 */
const Region = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: subgrid;
  grid-row: span 3;
  row-gap: 0;
`;

const ChartTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const ChartNote = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export type TitledChartProps = {
  /** The chart's visible title, which also names its region. */
  title: string;
  /** One line under the title saying what is counted or how a measure reads; it describes the region. */
  note?: string;
  children: ReactNode;
};

/** One chart of several in a card, under its visible title (a region labelled by the title), with an optional note. */
export function TitledChart({ title, note, children }: TitledChartProps) {
  const id = useId();
  return (
    <Region aria-labelledby={`${id}-title`} aria-describedby={note ? `${id}-note` : undefined}>
      <ChartTitle id={`${id}-title`}>{title}</ChartTitle>
      {note ? <ChartNote id={`${id}-note`}>{note}</ChartNote> : <div />}
      {children}
    </Region>
  );
}
