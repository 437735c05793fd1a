import styled from 'styled-components';
import type { ChartTable } from './chartData';

const Scroll = styled.div`
  max-height: 100%;
  overflow: auto;
`;

const Table = styled.table<{ $headerWeight: 'medium' | 'bold' }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    padding: ${({ theme }) => theme.space.xs} 0;
    color: ${({ theme }) => theme.color.textSecondary};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  th {
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-weight: ${({ theme, $headerWeight }) => theme.font.weight[$headerWeight]};
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
  }
`;

export type ChartTableViewProps = {
  /** The table's caption (its accessible name). */
  caption: string;
  table: ChartTable;
  /** Names the table without showing the caption, where a heading beside it already says what it is. */
  isCaptionHidden?: boolean;
  /** Header cells (column heads and each row's first cell): medium beside a chart, bold in a report's table. */
  headerWeight?: 'medium' | 'bold';
};

/** The data of a chart as a plain table: what a screen reader reads and what the server sends first. */
export function ChartTableView({
  caption,
  table,
  isCaptionHidden = false,
  headerWeight = 'medium',
}: ChartTableViewProps) {
  return (
    // Focusable, so a long table can be scrolled with the keyboard (axe scrollable-region-focusable).
    <Scroll tabIndex={0} role="group" aria-label={caption}>
      <Table $headerWeight={headerWeight} aria-label={isCaptionHidden ? caption : undefined}>
        {isCaptionHidden ? null : <caption>{caption}</caption>}
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            // Rows have no id of their own; their order is the data's.
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
