import { createGlobalStyle } from 'styled-components';

/**
 * Root font size is 10px so that rem tokens read as tenths of the spec's px values; at or
 * below 1200px the root size follows width / 120 (doc 000 §9), i.e. 100vw / 120.
 */
export const GlobalStyle = createGlobalStyle`
  html {
    font-size: 10px;
  }
  @media (max-width: ${({ theme }) => theme.layout.fontScaleBreakpointPx}px) {
    html {
      font-size: calc(100vw / ${({ theme }) => theme.layout.fontScaleDivisor});
    }
  }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    -webkit-font-smoothing: antialiased;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: inherit; text-decoration: none; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;
