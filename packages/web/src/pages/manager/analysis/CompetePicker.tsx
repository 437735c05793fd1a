import { useState } from 'react';
import { useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@wenxian/ui';
import { managerLabels, MAX_COMPARED_JOURNALS, validateComparedJournals } from '@wenxian/domain';
import { useFindJournalsQuery } from '../../../features/manager/managedJournalApi';
import { FieldError, Form } from '../../shared/backOffice.styles';

const labels = managerLabels.compete;

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Matches = styled.ul`
  flex-basis: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    max-width: 48rem;
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

type Journal = { id: string; name: string };

/** Chooses the journals `compete` compares with: find by name, add, remove (at most five, not the own). */
export function CompetePicker({
  managedId,
  chosen,
  onChange,
}: {
  managedId: string;
  chosen: Journal[];
  onChange: (journals: Journal[]) => void;
}) {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data: matches = [], isFetching } = useFindJournalsQuery(keyword, { skip: !keyword });
  // While the last choice is being applied (the address changes, the loader runs) a second one would be lost.
  const isApplying = useNavigation().state !== 'idle';
  const add = (journal: Journal) => {
    if (chosen.some((c) => c.id === journal.id)) return;
    const next = [...chosen, journal];
    const problem = validateComparedJournals(
      managedId,
      next.map((j) => j.id),
    );
    setError(problem);
    if (!problem) onChange(next);
  };
  return (
    <Form
      role="search"
      aria-label={labels.legend}
      onSubmit={(event) => {
        event.preventDefault();
        setKeyword(text.trim());
      }}
    >
      <fieldset>
        <legend>{`${labels.legend}（≤${MAX_COMPARED_JOURNALS}）`}</legend>
        <label>
          {labels.searchLabel}
          <input value={text} placeholder={labels.searchPlaceholder} onChange={(e) => setText(e.target.value)} />
        </label>
        <Button type="submit" variant="secondary">
          {labels.searchLabel}
        </Button>
      </fieldset>
      {keyword && !isFetching ? (
        matches.length ? (
          <Matches aria-label={labels.searchLabel}>
            {matches
              .filter((j) => j.id !== managedId)
              .map((j) => (
                <li key={j.id}>
                  <span>{j.name}</span>
                  <Button
                    type="button"
                    variant="text"
                    isSmall
                    onClick={() => add(j)}
                    disabled={isApplying || chosen.some((c) => c.id === j.id)}
                    aria-label={`${labels.add}：${j.name}`}
                  >
                    {labels.add}
                  </Button>
                </li>
              ))}
          </Matches>
        ) : (
          <FieldError>{labels.noMatch}</FieldError>
        )
      ) : null}
      <div>
        <strong>{labels.chosen}：</strong>
        {chosen.length ? (
          <Chosen>
            {chosen.map((j) => (
              <li key={j.id}>
                {j.name}
                <Button
                  type="button"
                  variant="text"
                  isSmall
                  aria-label={labels.remove(j.name)}
                  onClick={() => onChange(chosen.filter((c) => c.id !== j.id))}
                >
                  ×
                </Button>
              </li>
            ))}
          </Chosen>
        ) : (
          <span>{labels.none}</span>
        )}
      </div>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </Form>
  );
}
