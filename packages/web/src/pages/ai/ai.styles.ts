import styled from 'styled-components';

/** The column of an AI page: readable width, centred in the layout's content area. */
export const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 96rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxl}`};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** The home page's invitation above the question box: drawn as a page title, though the page's h1 is its name. */
export const Prompt = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: bold;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceAlt};
    cursor: pointer;
  }
  /* The chosen mode (a radio), told apart by more than its colour. */
  button[aria-checked='true'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** The conversation: messages top to bottom, the question box kept in view below them. */
export const Log = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

export const StickySender = styled.div`
  position: sticky;
  bottom: 0;
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  background: ${({ theme }) => theme.color.surface};
`;

export const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul,
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.xl};
  }
`;

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  /* A file to download reads as a link: the site's links are otherwise bare text (GlobalStyle). */
  a[download] {
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
  }
`;
