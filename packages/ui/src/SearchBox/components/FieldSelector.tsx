import { useId } from 'react';
import styled from 'styled-components';
import type { SearchFieldCode } from '@wenxian/domain';
import { searchBoxLabels } from '@wenxian/domain';
import { VisuallyHidden } from '../../SuggestionList/internal';
import type { SearchFieldOption } from '../searchBoxFields';

const Select = styled.select`
  height: 100%;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: none;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

export type FieldSelectorProps = {
  /** Fields offered, in order. */
  fields: readonly SearchFieldOption[];
  /** The chosen field. */
  value: SearchFieldCode;
  onChange: (code: SearchFieldCode) => void;
  disabled?: boolean;
};

/** The search field selector: a native select, so keyboard and screen readers work as everywhere. */
export function FieldSelector({ fields, value, onChange, disabled }: FieldSelectorProps) {
  const id = useId();
  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        {searchBoxLabels.fieldSelector}
      </VisuallyHidden>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const picked = fields.find((f) => f.code === event.target.value);
          if (picked) onChange(picked.code);
        }}
      >
        {fields.map((field) => (
          <option key={field.code} value={field.code}>
            {field.label}
          </option>
        ))}
      </Select>
    </>
  );
}
