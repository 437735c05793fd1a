import styled from 'styled-components';
import { facetLabels } from '@wenxian/domain';
import { FacetGroupSection } from './components/FacetGroupSection';
import { SelectedChips, type SelectedChip } from './components/SelectedChips';
import type { FacetGroup, FacetOption, FacetSelection } from './FacetPanel.types';

const Panel = styled.aside`
  width: 100%;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

export type FacetPanelProps = {
  /** Facet groups in display order; groups whose default size is 0 (hidden) are not shown. */
  groups: readonly FacetGroup[];
  /** Chosen values; they also show as chips at the top. */
  selected: readonly FacetSelection[];
  /** A value was chosen or unchosen (checkbox or chip). */
  onToggle: (selection: FacetSelection, isSelected: boolean) => void;
  /** 清除全部. */
  onClearAll: () => void;
  /** Codes of groups that start collapsed. */
  collapsedGroups?: readonly string[];
};

const keyOf = (s: FacetSelection) => `${s.group}\u0000${s.value}`;

/**
 * The results page's filter column: collapsible facet groups with counts (default sizes of doc 000
 * §9, 更多 / 收起 for the rest) and the chosen values as removable chips.
 */
export function FacetPanel({ groups, selected, onToggle, onClearAll, collapsedGroups = [] }: FacetPanelProps) {
  const selectedKeys = new Set(selected.map(keyOf));
  const chips: SelectedChip[] = selected.map((s) => {
    const group = groups.find((g) => g.code === s.group);
    const label = group?.options.find((o) => o.value === s.value)?.label ?? s.value;
    return { key: keyOf(s), groupTitle: group?.title ?? s.group, label };
  });
  const visibleGroups = groups.filter((g) => g.sizeKind !== 'hidden');

  return (
    <Panel aria-label={facetLabels.panelLabel}>
      {chips.length > 0 && (
        <SelectedChips
          chips={chips}
          onRemove={(key) => {
            const selection = selected.find((s) => keyOf(s) === key);
            if (selection) onToggle(selection, false);
          }}
          onClearAll={onClearAll}
        />
      )}
      {visibleGroups.map((group) => (
        <FacetGroupSection
          key={group.code}
          group={group}
          isInitiallyCollapsed={collapsedGroups.includes(group.code)}
          isSelected={(option: FacetOption) => selectedKeys.has(keyOf({ group: group.code, value: option.value }))}
          onToggle={(option, isSelected) => onToggle({ group: group.code, value: option.value }, isSelected)}
        />
      ))}
    </Panel>
  );
}
