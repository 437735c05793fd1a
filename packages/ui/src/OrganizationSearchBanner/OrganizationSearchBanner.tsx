import { useId, useState } from 'react';
import styled from 'styled-components';
import { decideOrganizationSearch, searchLabels } from '@wenxian/domain';
import { Button } from '../Button';
import { SuggestionCombobox, type SuggestionLoader, type SuggestionOption } from '../SuggestionList';

const Band = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  background: ${({ theme }) => theme.color.brandSoft};
`;

const Title = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

const Row = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Warning = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const SubmitButton = styled(Button)`
  height: 4.4rem;
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
export function OrganizationSearchBanner({ defaultText = '', loadSuggestions, onSubmit }: OrganizationSearchBannerProps) {
  const warningId = useId();
  const [text, setText] = useState(defaultText);
  const [warning, setWarning] = useState<string | null>(null);

  const submit = (value: string) => {
    const decision = decideOrganizationSearch(value);
    if (decision.action === 'warn') setWarning(decision.message);
    else onSubmit(value.trim(), decision.path);
  };

  return (
    <Band aria-label={searchLabels.organization.inputLabel}>
      <Title>{searchLabels.organization.inputLabel}</Title>
      <Row
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit(text);
        }}
      >
        <SuggestionCombobox
          label={searchLabels.organization.inputLabel}
          placeholder={searchLabels.organization.placeholder}
          value={text}
          onChange={(value) => {
            setText(value);
            setWarning(null);
          }}
          loadSuggestions={loadSuggestions}
          onPick={(item) => {
            setText(item.name);
            submit(item.name);
          }}
          onEnter={() => submit(text)}
          errorId={warning ? warningId : undefined}
        >
          {warning && (
            <Warning id={warningId} role="alert">
              {warning}
            </Warning>
          )}
        </SuggestionCombobox>
        <SubmitButton type="submit" variant="primary">
          {searchLabels.searchBox.submit}
        </SubmitButton>
      </Row>
    </Band>
  );
}
