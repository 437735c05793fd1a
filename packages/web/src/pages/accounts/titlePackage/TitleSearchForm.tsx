import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { Button } from '@wenxian/ui';
import { accountLabels, buildQuery } from '@wenxian/domain';
import styled from 'styled-components';
import { FieldError } from '../accountForm/accountForm.styles';

const T = accountLabels.pages.titlePackage;

/** The search's address: `/titlePackage/search?k=…` (page 1). */
const titleSearchHref = (text: string) => `${href('/titlePackage/search')}${buildQuery([['k', text]])}`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 64rem;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  input {
    flex: 1;
    min-width: 0;
    height: 4rem;
    padding: ${({ theme }) => `0 ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

/** 检索职称材料: a named search form; an empty query is said under the box and nothing typed is lost. */
export function TitleSearchForm({ defaultText = '' }: { defaultText?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(defaultText);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) {
      setError(T.searchRequired);
      return;
    }
    setError(null);
    void navigate(titleSearchHref(query));
  };
  return (
    <Form role="search" aria-label={T.searchLabel} onSubmit={submit} noValidate>
      <Row>
        <input
          id={inputId}
          type="search"
          aria-label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error && event.target.value.trim()) setError(null);
          }}
        />
        <Button type="submit" variant="primary">
          {T.searchButton}
        </Button>
      </Row>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Form>
  );
}
