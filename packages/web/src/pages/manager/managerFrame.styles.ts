import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  grid-template-columns: 20rem 1fr;
  gap: ${({ theme }) => theme.space.xl};
  width: ${({ theme }) => theme.layout.contentColumnWidth};
  margin: ${({ theme }) => `${theme.space.xl} auto ${theme.space.xxl}`};
`;

export const Nav = styled.nav`
  align-self: start;
  padding: ${({ theme }) => theme.space.md} 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    color: ${({ theme }) => theme.color.text};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const Content = styled.div`
  min-width: 0;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;
