import { useId } from 'react';
import styled from 'styled-components';
import type { SearchFieldCode } from '@wenxian/domain';
import { searchBoxLabels } from '@wenxian/domain';
import { VisuallyHidden } from '../../SuggestionList/internal';
import { fieldBox } from '../../theme/fieldBox';
import type { SearchFieldOption } from '../searchBoxFields';

/*
 * The site's field box (fieldBox), as every other select of the site: a bordered white field inset in the bar, not
 * the browser's grey default control. It stands a little inside the bar's brand border, at the bar's middle.
 */
const Select = styled.select`
  ${fieldBox}
  align-self: center;
  height: 3.6rem;
  margin-left: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  font: inherit;
  cursor: pointer;
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceAlt};
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
