import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { productLabels } from '@wenxian/domain';
import { fieldBox } from '@wenxian/ui';

const F = productLabels.forms.file;

/** A product application form. */
export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 64rem;
`;

const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  /* Every control of a form is the site's field box, one height for a line's text and its choice (a select is not
     left as the browser's grey default beside the text fields). */
  input:not([type='radio']):not([type='checkbox']):not([type='file']),
  select,
  textarea {
    ${fieldBox}
    padding: 0 ${({ theme }) => theme.space.md};
    font: inherit;
  }
  input:not([type='radio']):not([type='checkbox']):not([type='file']),
  select {
    height: 4rem;
  }
  select {
    cursor: pointer;
  }
  /* A bare native file input (a form without FilePicker) keeps a box around the browser's control. */
  input[type='file'] {
    ${fieldBox}
    padding: ${({ theme }) => theme.space.sm};
  }
  textarea {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    line-height: ${({ theme }) => theme.font.lineHeight};
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger} !important;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const FieldError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A labelled form field with its hint and its error (linked by aria-describedby). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldBox>
  );
}
/** aria props of an input inside Field. */
export const fieldAria = (id: string, error?: string, hint?: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
});

const Picker = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;
/** The site's secondary button drawn over the native input, which stays on top (transparent) to take the press. */
const PickButton = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  flex: none;
  ${fieldBox}
  height: 3.6rem;
  padding: 0 ${({ theme }) => theme.space.xl};
  white-space: nowrap;
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
`;
const PickedName = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * A file field in the site's look: a 选择文件 button and the chosen file's name, not the browser's own control
 * (which reads "Choose File" in an English browser). The native input stays in place, transparent over the button, so
 * it keeps its label, its keyboard focus and what assistive technology says of it; the visible words repeat what it
 * already announces and are hidden from that.
 */
export function FilePicker({
  fileName,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The chosen file's name, if any. */
  fileName?: string;
}) {
  return (
    <Picker>
      <PickButton>
        <span aria-hidden="true">{F.choose}</span>
        <input {...input} type="file" />
      </PickButton>
      <PickedName aria-hidden="true" title={fileName}>
        {fileName ?? F.none}
      </PickedName>
    </Picker>
  );
}
