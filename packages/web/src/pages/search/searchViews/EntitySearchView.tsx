import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { messages, searchLabels } from '@wenxian/domain';
import { Button, Pagination } from '@wenxian/ui';
import {
  ENTITY_SEARCH_PAGE_SIZE,
  entitySearchHref,
  type EntitySearchState,
} from '../../../features/search/entitySearch';
import { QueryView, type QueryState } from '../../shared/QueryView';
import { EntityMain, PageTitle, SearchRow } from '../../shared/entityPageLayout';

const L = searchLabels.entitySearch;

const Warning = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.color.danger};
`;

const Results = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Total = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Prompt = styled.p`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;
`;

/** The search row: an empty search says 请输入检索内容 and sends nothing; the text typed is kept. */
function EntitySearchForm({
  label,
  inputLabel,
  placeholder,
  defaultText,
  onSearch,
}: {
  label: string;
  inputLabel: string;
  placeholder: string;
  defaultText: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(defaultText);
  const [warning, setWarning] = useState(false);
  return (
    <div>
      <SearchRow
        role="search"
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          const value = text.trim();
          setWarning(!value);
          if (value) onSearch(value);
        }}
      >
        <input
          type="search"
          aria-label={inputLabel}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (warning) setWarning(false);
          }}
        />
        <Button type="submit" variant="primary">
          {L.submit}
        </Button>
      </SearchRow>
      {warning && <Warning role="alert">{messages.search.emptyOrganizationInput}</Warning>}
    </div>
  );
}

export type PageOf<T> = { list: readonly T[]; total: number };

/**
 * One entity search page: its title, the search row (absent where the layout carries the search, as the
 * organization banner does), the count, the list and the pager; a prompt while nothing is searched.
 */
export function EntitySearchView<T>({
  labels,
  path,
  state,
  query,
  withForm = true,
  children,
}: {
  labels: { title: string; inputLabel: string; placeholder: string; listLabel: string };
  path: string;
  state: EntitySearchState;
  query: QueryState<PageOf<T>>;
  withForm?: boolean;
  children: (items: readonly T[]) => ReactNode;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <EntityMain>
      <PageTitle>{labels.title}</PageTitle>
      {withForm && (
        <EntitySearchForm
          key={state.text}
          label={labels.title}
          inputLabel={labels.inputLabel}
          placeholder={labels.placeholder}
          defaultText={state.text}
          onSearch={(text) => navigate(entitySearchHref(path, { text, page: 1 }))}
        />
      )}
      {!state.text ? (
        <Prompt>{L.prompt}</Prompt>
      ) : (
        <Results aria-labelledby={headingId} aria-busy={Boolean(query.isFetching)}>
          <h2 id={headingId}>{labels.listLabel}</h2>
          <QueryView state={query} isEmpty={(d) => d.list.length === 0}>
            {(found) => (
              <>
                <Total role="status">{L.total(found.total)}</Total>
                {children(found.list)}
                <Pagination
                  page={state.page}
                  pageSize={ENTITY_SEARCH_PAGE_SIZE}
                  total={found.total}
                  onChange={(page) => navigate(entitySearchHref(path, { ...state, page }))}
                />
              </>
            )}
          </QueryView>
        </Results>
      )}
    </EntityMain>
  );
}

/** Name and counts of one entity in a result list. */
export const EntityRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The captions an entity search page needs (`searchLabels.entitySearch.<kind>`). */
export type EntitySearchLabels = {
  documentTitle: string;
  title: string;
  inputLabel: string;
  placeholder: string;
  listLabel: string;
};
