import styled from 'styled-components';
import { fieldBox } from '@wenxian/ui';

export const PayFrame = styled.div`
  width: 96rem;
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const OrderFields = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Methods = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  /* The group's name for assistive technology: the panel's heading already reads 支付方式 on screen. */
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
  }
  input {
    accent-color: ${({ theme }) => theme.color.brand};
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
  label:has(input:disabled) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Due = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  strong {
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const Row = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** The coupon choice: a field of the site's own (fieldBox), not the browser's default control. */
export const CouponChoice = styled.label`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  select {
    ${fieldBox}
    min-width: 24rem;
    max-width: 100%;
    height: 3.6rem;
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  select:disabled {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.textSecondary};
    cursor: not-allowed;
  }
`;
