import styled from 'styled-components';

export const Article = styled.article`
  width: ${({ theme }) => theme.layout.contentColumnWidth};
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text};
`;

export const TypeBadge = styled.span`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandHover};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.35;
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const Names = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  a {
    color: ${({ theme }) => theme.color.accent};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  button {
    min-height: 3.6rem;
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.md};
    cursor: pointer;
  }
  button:first-child {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.surface};
  }
`;

export const Fields = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  a {
    color: ${({ theme }) => theme.color.accent};
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    border-left: 0.3rem solid ${({ theme }) => theme.color.brand};
    padding-left: ${({ theme }) => theme.space.sm};
  }
  p {
    margin: 0;
    line-height: ${({ theme }) => theme.font.lineHeight};
  }
  ol {
    margin: 0;
    padding-left: 2.4rem;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  a {
    color: ${({ theme }) => theme.color.accent};
    /* Links inside a line of text need more than colour to stand out (axe link-in-text-block). */
    text-decoration: underline;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
`;
