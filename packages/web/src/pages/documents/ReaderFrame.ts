import styled from 'styled-components';

/** The browser's PDF viewer, as tall as the window allows: a document's full text or a local PDF. */
export const ReaderFrame = styled.iframe`
  width: 100%;
  height: calc(100vh - 12rem);
  min-height: 60rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;
