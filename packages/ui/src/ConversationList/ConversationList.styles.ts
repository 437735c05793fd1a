import styled from 'styled-components';

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/*
 * No wider than the list (min-width: 0): a grid item is at least as wide as its content's longest line, and a title
 * kept to one line made a row wider than the AI side bar, pushing 重命名 and 删除 out of it. Where the title would
 * keep less than 12rem (the side bar), the actions wrap under it.
 */
export const Row = styled.li`
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.md};
  &:hover,
  &:focus-within {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  > a {
    flex: 1 1 12rem;
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
