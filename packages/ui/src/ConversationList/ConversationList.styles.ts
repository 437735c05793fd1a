import styled from 'styled-components';

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.md};
  &:hover,
  &:focus-within {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  > a {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > a[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  time {
    flex: none;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  form {
    display: flex;
    flex: 1;
    gap: ${({ theme }) => theme.space.xs};
  }
  input {
    flex: 1;
    min-width: 0;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Problem = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
