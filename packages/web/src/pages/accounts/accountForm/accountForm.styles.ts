import styled from 'styled-components';

/** The card of the sign-up, reset and verification pages (the login card is a narrower one). */
export const Card = styled.section`
  width: 46rem;
  margin: 4.8rem auto;
  padding: ${({ theme }) => theme.space.xxl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Footnote = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    margin-left: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
  }
`;

export const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  a {
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    color: ${({ theme }) => theme.color.textSecondary};
  }
  a[aria-current='page'] {
    border-bottom: 2px solid ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
`;
