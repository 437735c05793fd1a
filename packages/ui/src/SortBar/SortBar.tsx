import styled from 'styled-components';
import { chooseSearchSort, formatLargeCount, sortLabels } from '@wenxian/domain';
import { VisuallyHidden } from '../SuggestionList/internal';

const L = sortLabels;

/** Orders a result list can take; relevance has no direction. */
export type SortKey = 'relevance' | 'date' | 'cited' | 'downloaded';
export type SortOrder = 'desc' | 'asc';
export type SortValue = { key: SortKey; order: SortOrder };

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Caption = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  height: 2.8rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  &:hover {
    color: ${({ theme }) => theme.color.brand};
  }
`;

const Total = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  strong {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export type SortBarProps = {
  value: SortValue;
  /**
   * Asked for another order (domain `chooseSearchSort` of `value`), with the key chosen: a page whose address is
   * ahead of what it shows applies the key to the order the address holds.
   */
  onChange: (value: SortValue, chosen: SortKey) => void;
  /** Keys offered, in order; all four by default. None: the bar shows the count only (no 排序 group). */
  keys?: readonly SortKey[];
  /** Number of results, shown as 共找到 N 条结果 in the domain count format. */
  total?: number;
};

const allKeys: readonly SortKey[] = ['relevance', 'date', 'cited', 'downloaded'];

/** The results toolbar: sort keys (pressed = active, arrow = direction) and the result count. */
export function SortBar({ value, onChange, keys = allKeys, total }: SortBarProps) {
  const choose = (key: SortKey) => {
    const next = chooseSearchSort(value, key);
    if (next !== value) onChange(next, key);
  };
  return (
    <Bar>
      {keys.length > 0 && (
        <Group role="group" aria-label={L.label}>
          <Caption aria-hidden="true">{L.label}</Caption>
          {keys.map((key) => {
            const isActive = key === value.key;
            const hasDirection = isActive && key !== 'relevance';
            return (
              <SortButton key={key} type="button" aria-pressed={isActive} onClick={() => choose(key)}>
                {L[key]}
                {hasDirection && (
                  <>
                    <span aria-hidden="true">{value.order === 'desc' ? '↓' : '↑'}</span>
                    <VisuallyHidden>{value.order === 'desc' ? L.descending : L.ascending}</VisuallyHidden>
                  </>
                )}
              </SortButton>
            );
          })}
        </Group>
      )}
      {total !== undefined && (
        <Total role="status">
          {L.totalPrefix} <strong>{formatLargeCount(total)}</strong> {L.totalSuffix}
        </Total>
      )}
    </Bar>
  );
}
