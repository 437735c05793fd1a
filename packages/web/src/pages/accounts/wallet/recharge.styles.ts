import styled from 'styled-components';
import { fieldBox } from '@wenxian/ui';

/**
 * The top-up form's amount choice and coupon choice, drawn as the form's text fields are (TextField): a small label
 * above, and a control of the same height, border and width. The browser's own fieldset frame and select would stand
 * out as the only unstyled parts of the card.
 */
export const AmountChoice = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const CouponChoice = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  select {
    width: 100%;
    ${fieldBox}
    height: 4rem;
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
