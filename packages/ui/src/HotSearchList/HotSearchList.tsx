import styled, { css } from 'styled-components';
import { hotSearchLabels, messages } from '@wenxian/domain';
import { Listbox, Name, VisuallyHidden } from '../SuggestionList/internal';
import { rankHotSearches, type HotSearchEntry, type HotSearchTrend } from './hotSearchRanking';

const Rank = styled.span<{ $rank: number; $isTop3: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.textMuted};
  ${({ $rank, $isTop3, theme }) =>
    $isTop3 &&
    css`
      /* The top three carry a flag-shaped badge (doc 000 §9: special icons); the notch sits under the digit. */
      height: 2.4rem;
      padding-bottom: 0.5rem;
      color: ${theme.color.surface};
      background: ${theme.color.hotRank[$rank - 1]};
      clip-path: polygon(0 0, 100% 0, 100% 100%, 50% 80%, 0 100%);
    `}
`;

const trendGlyph: Record<HotSearchTrend, string> = { rise: '↑', fall: '↓', flat: '–' };

const Trend = styled.span<{ $trend: HotSearchTrend }>`
  flex: none;
  width: 1.6rem;
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $trend }) => ({ rise: theme.color.brand, fall: theme.color.success, flat: theme.color.textMuted })[$trend]};
`;

export type HotSearchListProps = {
  /** Listbox id, referenced by the search input. */
  id: string;
  /** This week's hot searches in any order; shown by current count, highest first. */
  items: readonly HotSearchEntry[];
  /** Index (in ranked order) of the active option, -1 for none. */
  activeIndex: number;
  onActiveIndexChange?: (index: number) => void;
  /** A hot search was picked with the mouse. */
  onSelect: (item: HotSearchEntry) => void;
};

/**
 * The home search box's 周热词排行: ranked by this week's count, the top three with special badges,
 * each with its rise, fall or flat against last week (doc 000 §9).
 */
export function HotSearchList({ id, items, activeIndex, onActiveIndexChange, onSelect }: HotSearchListProps) {
  return (
    <Listbox
      id={id}
      title={messages.search.hotSearchTitle}
      items={rankHotSearches(items)}
      getKey={({ item }) => item.id}
      activeIndex={activeIndex}
      onActiveIndexChange={onActiveIndexChange}
      onSelect={({ item }) => onSelect(item)}
      getOptionData={({ rank }) => ({ 'data-rank': rank })}
      renderOption={({ item, rank, isTop3, trend }) => (
        <>
          <Rank $rank={rank} $isTop3={isTop3} aria-hidden="true">
            {rank}
          </Rank>
          <Name>{item.searchText}</Name>
          <Trend $trend={trend} data-trend={trend}>
            <span aria-hidden="true">{trendGlyph[trend]}</span>
            <VisuallyHidden>{hotSearchLabels[trend]}</VisuallyHidden>
          </Trend>
        </>
      )}
    />
  );
}
