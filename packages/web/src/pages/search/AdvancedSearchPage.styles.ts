import styled from 'styled-components';
import { fieldBox } from '@wenxian/ui';
import { searchFormPage } from './searchViews/searchFormPage.styles';

/**
 * The /advancesearch form, drawn like the site's other forms (the search pages' frame, the back-office range form):
 * bordered sections with their legend, small secondary labels over 3.6rem bordered inputs, a red border on a refused
 * input and its message in the danger colour under it.
 */
export const Page = styled.form`
  ${searchFormPage}
`;

/** One part of the form (the conditions, the years, the types …) with its legend. */
export const Section = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** Choices side by side (types, index tags) and the year boxes. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
`;

/** A checkbox and its name. */
export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  cursor: pointer;
  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.color.brand};
  }
`;

/** A labelled box with its own message under it. */
export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  /* The site's field box, as the condition rows' (AdvancedConditionBuilder): one style for the whole form. */
  input,
  select {
    ${fieldBox}
    height: 3.6rem;
    padding: ${({ theme }) => `0 ${theme.space.md}`};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  input {
    width: 14rem;
  }
  select {
    width: 20rem;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

/** A refused value's message, beside what it is about; the input says it is invalid and points here. */
export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const PreviewTitle = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Preview = styled.output`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-family: monospace;
  min-height: 3.6rem;
`;

export const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;
