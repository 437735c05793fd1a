import styled from 'styled-components';

/** A personal-centre page: its heading and sections. */
export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  /* The site's page column, as the other areas' pages (not flush against the window's edge). */
  width: ${({ theme }) => theme.layout.contentColumnWidth};
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xxl}`};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(24rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  > section,
  > article {
    display: grid;
    /* One column that text may wrap in, and rows that keep their height when the neighbouring card is taller. */
    grid-template-columns: minmax(0, 1fr);
    align-content: start;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
