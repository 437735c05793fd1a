import styled from 'styled-components';
import { fieldBox } from '@wenxian/ui';

/** Panels, forms and their messages of the back-office pages: the manager area and the conference organisers' pages. */
export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  fieldset {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  input,
  textarea {
    min-height: 3.6rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
  }
  textarea {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
  /* A choice is the site's field at the text fields' height, not the browser's grey default beside them. */
  select {
    ${fieldBox}
    min-height: 3.6rem;
    padding: 0 ${({ theme }) => theme.space.md};
    font: inherit;
    cursor: pointer;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

export const FieldError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success};
`;
