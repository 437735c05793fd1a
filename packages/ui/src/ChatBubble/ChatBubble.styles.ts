import styled, { css, keyframes } from 'styled-components';

export const Article = styled.article<{ $role: 'user' | 'assistant' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 80rem;
  ${({ $role, theme }) =>
    $role === 'user'
      ? css`
          justify-self: end;
          padding: ${theme.space.sm} ${theme.space.lg};
          border-radius: ${theme.radius.lg};
          background: ${theme.color.brandSoft};
        `
      : css`
          justify-self: stretch;
        `}
`;

/** Who speaks: names the message (not a heading, so answers fit under any page's headings). */
export const Speaker = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textMuted};
`;

const blink = keyframes`50% { opacity: 0; }`;

export const Content = styled.div<{ $streaming: boolean }>`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.8;
  overflow-wrap: anywhere;
  p,
  ul,
  ol,
  pre,
  blockquote,
  table {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  h3,
  h4 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  sup a {
    color: ${({ theme }) => theme.color.accent};
    text-decoration: none;
  }
  a {
    color: ${({ theme }) => theme.color.accent};
    /* A link inside running text is told apart by more than its colour (WCAG 1.4.1, axe link-in-text-block). */
    text-decoration: underline;
  }
  pre {
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.color.border};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  }
  ${({ $streaming }) =>
    $streaming &&
    css`
      > :last-child > :last-child::after {
        content: '▍';
        margin-left: 0.2rem;
        animation: ${blink} 1s steps(1) infinite;
        @media (prefers-reduced-motion: reduce) {
          animation: none;
        }
      }
    `}
`;

/** One block of an answer: no box of its own, its HTML lays out as the answer's own children. */
export const Block = styled.div`
  display: contents;
`;

export const Status = styled.p<{ $tone: 'muted' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.textMuted)};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** A group, not a region: every answer has one, and landmarks must be unique. */
export const References = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  li {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.sm};
  }
  li:target {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  a {
    color: ${({ theme }) => theme.color.accent};
    /* A title inside the reference's text is told apart by more than its colour (WCAG 1.4.1). */
    text-decoration: underline;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const ReferencesHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;
