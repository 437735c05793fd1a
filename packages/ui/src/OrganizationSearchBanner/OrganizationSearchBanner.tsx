import styled from 'styled-components';
import { decideOrganizationSearch, searchLabels } from '@wenxian/domain';
import type { SuggestionLoader, SuggestionOption } from '../SuggestionList';
import { SuggestionSearchRow, useSuggestionSearch } from '../SuggestionList/internal';

const Band = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  background: ${({ theme }) => theme.color.brandSoft};
`;

/**
 * The band spans the window; what it holds keeps to the pages' centred content column, so the title and the input
 * start where the page under them starts.
 */
const Column = styled.div`
  width: ${({ theme }) => theme.layout.contentColumnWidth};
  max-width: 100%;
  margin: 0 auto;
`;

/**
 * The band's title is the search region's visible name, not a heading: the pages under it print their own
 * (/organization/search's h1 is 机构检索 too, and a heading is never printed twice on a page).
 */
const Title = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

export type OrganizationSearchBannerProps = {
  /** Text the input starts with (the current `k` on /organization/search). */
  defaultText?: string;
  /** Organization-name suggestions (name and publication count) for the typed text. */
  loadSuggestions?: SuggestionLoader<SuggestionOption>;
  /** A search was asked for: the trimmed text and the page to go to, /organization/search?k={text}. */
  onSubmit: (text: string, path: string) => void;
};

/**
 * The organization layout's search banner (doc 000 §2.6): an input with organization-name
 * suggestions and counts; an empty search warns 请输入检索内容 (doc 000 §5).
 */
export function OrganizationSearchBanner({
  defaultText = '',
  loadSuggestions,
  onSubmit,
}: OrganizationSearchBannerProps) {
  const search = useSuggestionSearch(defaultText, (value) => {
    const decision = decideOrganizationSearch(value);
    if (decision.action === 'warn') return decision.message;
    onSubmit(value.trim(), decision.path);
    return undefined;
  });

  return (
    <Band aria-label={searchLabels.organization.inputLabel}>
      <Column>
        <Title>{searchLabels.organization.inputLabel}</Title>
        <SuggestionSearchRow
          isForm
          search={search}
          label={searchLabels.organization.inputLabel}
          placeholder={searchLabels.organization.placeholder}
          loadSuggestions={loadSuggestions}
        />
      </Column>
    </Band>
  );
}
