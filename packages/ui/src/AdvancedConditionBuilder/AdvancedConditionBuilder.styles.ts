import styled, { css } from 'styled-components';
import { fieldBox } from '../theme/fieldBox';

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: 8rem 12rem minmax(0, 1fr) 8rem auto;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
`;

export const GroupItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const GroupBox = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    padding: 0 ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/*
 * The rows' boxes are the site's field box at the advanced page's field height (3.6rem, as its year boxes), so the
 * conditions do not read as lighter, smaller boxes than the rest of the form.
 */
const rowBox = css`
  ${fieldBox}
  height: 3.6rem;
  font-size: ${({ theme }) => theme.font.size.md};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

export const Control = styled.select`
  ${rowBox}
  cursor: pointer;
`;

export const TextInput = styled.input`
  ${rowBox}
  padding: 0 ${({ theme }) => theme.space.md};
`;

/** 删除条件: a bordered square button of the rows' height holding the minus sign (its name says what it does). */
export const RemoveButton = styled.button`
  ${fieldBox}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.6rem;
  height: 3.6rem;
  padding: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
`;
