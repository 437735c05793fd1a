import styled from 'styled-components';
import { Card as AccountCard } from '../accountForm/accountForm.styles';

/** The login card: the account forms' card, narrower and lower on the page. */
export const Card = styled(AccountCard)`
  width: 42rem;
  margin: 6.4rem auto;
`;

export const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Tab = styled.button<{ $isActive: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border: none;
  border-bottom: 2px solid ${({ theme, $isActive }) => ($isActive ? theme.color.brand : 'transparent')};
  background: none;
  color: ${({ theme, $isActive }) => ($isActive ? theme.color.brand : theme.color.textSecondary)};
  cursor: pointer;
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  input {
    height: 4rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  input {
    flex: 1;
  }
  button {
    height: 4rem;
  }
`;

/** A link under a field that belongs to it (忘记密码 under the password), at the field's right edge. */
export const FieldLink = styled.p`
  margin: 0;
  text-align: right;
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.color.accent};
  }
`;
