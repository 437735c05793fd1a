import styled from 'styled-components';
import { entityLabels, formatLargeCount } from '@wenxian/domain';
import { SiteLink } from '../LinkContext';

const L = entityLabels.ranking;

export type RankingRow = {
  rank: number;
  name: string;
  /** Where the name leads (the author's, organisation's or subject's page). */
  href?: string;
  /** Second line under the name (organisation of an author). */
  detail?: string;
  value: number;
  /** Places moved since the last ranking: positive up, negative down. */
  change?: number;
};

export type RankingTableProps = {
  /**
   * The id of a heading already on the page above the table, which names it (aria-labelledby): the name is not
   * printed a second time. Give this or `caption`.
   */
  labelledBy?: string;
  /** For a table standing alone, with no heading over it: its own visible caption (its accessible name). */
  caption?: string;
  /** What the value is: 被引量, 发文量… */
  valueLabel: string;
  rows: readonly RankingRow[];
  /** Show the change column. */
  hasChange?: boolean;
  /** The rank and name columns' headings, for a page in another language (排名, 名称 by default). */
  headers?: { rank: string; name: string };
};

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.md};
  caption {
    padding-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  td:last-child,
  thead th:last-child {
    text-align: right;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Rank = styled.span<{ $top: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.2rem;
  height: 2.2rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $top }) => ($top ? theme.color.brand : theme.color.surfaceAlt)};
  color: ${({ theme, $top }) => ($top ? theme.color.surface : theme.color.textSecondary)};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Change = styled.span<{ $tone: 'up' | 'down' | 'same' }>`
  color: ${({ theme, $tone }) => ($tone === 'up' ? theme.color.danger : $tone === 'down' ? theme.color.success : theme.color.textMuted)};
`;

function changeText(change: number): { text: string; label: string; tone: 'up' | 'down' | 'same' } {
  if (change > 0) return { text: `↑${change}`, label: L.up(change), tone: 'up' };
  if (change < 0) return { text: `↓${-change}`, label: L.down(-change), tone: 'down' };
  return { text: '—', label: L.same, tone: 'same' };
}

/**
 * A ranking (top 10, citation ranking, literature-number and subject lists) as a table named by the heading
 * over it (a screen reader announces the table by that name; the eye reads the heading once) or by a caption.
 */
export function RankingTable({
  caption,
  labelledBy,
  valueLabel,
  rows,
  hasChange = false,
  headers = L,
}: RankingTableProps) {
  return (
    <Table aria-labelledby={labelledBy}>
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{headers.rank}</th>
          <th scope="col">{headers.name}</th>
          {hasChange && <th scope="col">{L.change}</th>}
          <th scope="col">{valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const change = row.change === undefined ? undefined : changeText(row.change);
          return (
            <tr key={`${row.rank}-${row.name}`}>
              <td>
                <Rank $top={row.rank <= 3}>{row.rank}</Rank>
              </td>
              <th scope="row">
                {row.href ? <SiteLink href={row.href}>{row.name}</SiteLink> : row.name}
                {row.detail && <small>{row.detail}</small>}
              </th>
              {hasChange && (
                <td>
                  {change && (
                    <Change $tone={change.tone} aria-label={change.label}>
                      {change.text}
                    </Change>
                  )}
                </td>
              )}
              <td>{formatLargeCount(row.value)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
