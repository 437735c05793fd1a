import { useId } from 'react';
import styled from 'styled-components';
import { facetLabels } from '@wenxian/domain';
import { VisuallyHidden } from '../../SuggestionList/internal';

const L = facetLabels;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    max-width: 100%;
  }
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 2.4rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  max-width: 100%;
`;

/** A long value (a journal's full name) is cut to one line; the button's title and name keep all of it. */
const ChipLabel = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const ClearAll = styled.button`
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
`;

export type SelectedChip = { key: string; groupTitle: string; label: string };

export type SelectedChipsProps = {
  chips: readonly SelectedChip[];
  onRemove: (key: string) => void;
  onClearAll: () => void;
};

/** The chosen facet values as removable chips (已选条件), with 清除全部. */
export function SelectedChips({ chips, onRemove, onClearAll }: SelectedChipsProps) {
  const titleId = useId();
  return (
    <Wrap>
      <Head>
        <span id={titleId}>{L.selected}</span>
        <ClearAll type="button" onClick={onClearAll}>
          {L.clearAll}
        </ClearAll>
      </Head>
      <Chips aria-labelledby={titleId}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Chip type="button" title={chip.label} onClick={() => onRemove(chip.key)}>
              {/* The name says what the chip removes; the visible value is part of it. */}
              <VisuallyHidden>{`${L.remove} ${chip.groupTitle}：${chip.label}`}</VisuallyHidden>
              <ChipLabel aria-hidden="true">{chip.label}</ChipLabel>
              <span aria-hidden="true">×</span>
            </Chip>
          </li>
        ))}
      </Chips>
    </Wrap>
  );
}
