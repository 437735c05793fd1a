import { useId, useState } from 'react';
import styled from 'styled-components';
import { facetDefaultSize, facetLabels, formatLargeCount } from '@wenxian/domain';
import type { FacetGroup, FacetOption } from '../FacetPanel.types';

const L = facetLabels;

const Section = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  border: none;
  background: transparent;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &::after {
    content: '';
    width: 0.6rem;
    height: 0.6rem;
    border-right: 1.5px solid currentColor;
    border-bottom: 1.5px solid currentColor;
    transform: rotate(45deg);
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='false']::after {
    transform: rotate(-45deg);
  }
`;

const Options = styled.ul`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.sm}`};
  list-style: none;
`;

const OptionLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxs} 0`};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  input {
    accent-color: ${({ theme }) => theme.color.brand};
    margin: 0;
  }
`;

const OptionName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const OptionCount = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const More = styled.button`
  margin: ${({ theme }) => `0 ${theme.space.md} ${theme.space.sm}`};
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
`;

export type FacetGroupSectionProps = {
  group: FacetGroup;
  isSelected: (option: FacetOption) => boolean;
  onToggle: (option: FacetOption, isSelected: boolean) => void;
  isInitiallyCollapsed?: boolean;
};

/** One collapsible facet group: its default number of values, 更多 / 收起 for the rest. */
export function FacetGroupSection({
  group,
  isSelected,
  onToggle,
  isInitiallyCollapsed = false,
}: FacetGroupSectionProps) {
  const bodyId = useId();
  const [isExpanded, setIsExpanded] = useState(!isInitiallyCollapsed);
  const [isShowingAll, setIsShowingAll] = useState(false);
  const size = facetDefaultSize(group.sizeKind ?? 'other');
  const shown = isShowingAll ? group.options : group.options.slice(0, size);
  const hasMore = group.options.length > size;

  return (
    <Section aria-labelledby={`${bodyId}-title`}>
      <Heading>
        <Toggle
          id={`${bodyId}-title`}
          type="button"
          aria-expanded={isExpanded}
          aria-controls={bodyId}
          onClick={() => setIsExpanded(!isExpanded)}
        >
          {group.title}
        </Toggle>
      </Heading>
      <div id={bodyId} hidden={!isExpanded}>
        <Options>
          {shown.map((option) => (
            <li key={option.value}>
              <OptionLabel>
                <input
                  type="checkbox"
                  checked={isSelected(option)}
                  onChange={(event) => onToggle(option, event.target.checked)}
                />
                <OptionName>{option.label}</OptionName>
                {option.count !== undefined && <OptionCount>({formatLargeCount(option.count)})</OptionCount>}
              </OptionLabel>
            </li>
          ))}
        </Options>
        {hasMore && (
          <More type="button" aria-expanded={isShowingAll} onClick={() => setIsShowingAll(!isShowingAll)}>
            {isShowingAll ? L.less : L.more}
          </More>
        )}
      </div>
    </Section>
  );
}
