import { css } from 'styled-components';

/** The frame of a search form's page (the typed searches, 高级检索): one centred content column, its h1 first. */
export const searchFormPage = css`
  width: ${({ theme }) => theme.layout.contentColumnWidth};
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;
