import styled from 'styled-components';

export const Layout = styled.div<{ $withOutline: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withOutline }) => ($withOutline ? 'minmax(0, 76rem) 22rem' : 'minmax(0, 76rem)')};
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
`;

export const Article = styled.article`
  max-width: 76rem;
  color: ${({ theme }) => theme.color.text};
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.4;
`;

export const Meta = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Long Chinese text: a 1.8 line height, paragraph spacing instead of indents, headings that stand out. */
export const Body = styled.div`
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.8;
  letter-spacing: 0.02em;
  text-align: justify;
  word-break: break-word;

  h2 {
    margin: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.md}`};
    padding-left: ${({ theme }) => theme.space.sm};
    border-left: 0.4rem solid ${({ theme }) => theme.color.brand};
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.4;
    scroll-margin-top: 8rem;
  }
  h3 {
    margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.font.size.lg};
    scroll-margin-top: 8rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }
  a {
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
  }
  mark {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  table {
    border-collapse: collapse;
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  img {
    max-width: 100%;
  }
`;

export const Outline = styled.nav`
  position: sticky;
  top: 8rem;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    margin: ${({ theme }) => theme.space.xs} 0;
  }
  li[data-level='3'] {
    padding-left: ${({ theme }) => theme.space.lg};
  }
  a {
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  a:hover,
  a[aria-current='true'] {
    color: ${({ theme }) => theme.color.brand};
  }
`;
