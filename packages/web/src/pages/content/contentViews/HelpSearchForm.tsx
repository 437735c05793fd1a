import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import styled from 'styled-components';
import type { HelpColumn } from '@wenxian/api';
import { contentLabels } from '@wenxian/domain';
import { Button } from '@wenxian/ui';

const L = contentLabels.helpCenter;

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space.xl};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  input[type='search'],
  select {
    min-width: 32rem;
    height: 3.6rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  select {
    min-width: 14rem;
  }
  .inline {
    display: flex;
    align-items: center;
    height: 3.6rem;
  }
`;
const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

export type HelpSearchValues = { keyword: string; columnId: string; titleOnly: boolean };

/** The help centre's search (and, with `advanced`, its column and title-only options); empty input is refused. */
export function HelpSearchForm({
  initial,
  advanced = false,
  columns = [],
}: {
  initial?: Partial<HelpSearchValues>;
  advanced?: boolean;
  columns?: readonly HelpColumn[];
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState<HelpSearchValues>({
    keyword: initial?.keyword ?? '',
    columnId: initial?.columnId ?? '',
    titleOnly: initial?.titleOnly ?? false,
  });
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = values.keyword.trim();
    if (!keyword) return setProblem(L.emptyKeyword);
    setProblem('');
    const query = new URLSearchParams({ k: keyword });
    if (advanced && values.columnId) query.set('column', values.columnId);
    if (advanced && values.titleOnly) query.set('titleOnly', '1');
    navigate(`${href(advanced ? '/helpcenter/advancesearch' : '/helpcenter/search')}?${query.toString()}`);
  };
  return (
    <Form role="search" aria-label={advanced ? L.advancedTitle : L.searchLabel} onSubmit={submit} noValidate>
      <label>
        {L.searchLabel}
        <input
          type="search"
          value={values.keyword}
          placeholder={L.searchPlaceholder}
          onChange={(e) => setValues({ ...values, keyword: e.target.value })}
        />
      </label>
      {advanced ? (
        <>
          <label>
            {L.column}
            <select value={values.columnId} onChange={(e) => setValues({ ...values, columnId: e.target.value })}>
              <option value="">{L.allColumns}</option>
              {columns.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="inline">
            <input
              type="checkbox"
              checked={values.titleOnly}
              onChange={(e) => setValues({ ...values, titleOnly: e.target.checked })}
            />
            {L.titleOnly}
          </label>
        </>
      ) : null}
      <Button type="submit" variant="primary">
        {L.search}
      </Button>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </Form>
  );
}
