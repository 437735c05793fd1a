import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/**
 * Root font size is 10px so that rem tokens read as tenths of the spec's px values; at or
 * below 1200px the root size follows width / 120 (doc 000 §9), i.e. 100vw / 120.
 *
 * Written from the site's one theme, not the theme prop: a global style with no function in it is static, so the
 * browser keeps the rules the server sent. A style reading the theme prop is removed and inserted again as the page
 * hydrates, and changing rules on `html`, `body` and `*` restyles the whole document.
 */
export const GlobalStyle = createGlobalStyle`
  html {
    font-size: 10px;
  }
  @media (max-width: ${theme.layout.fontScaleBreakpointPx}px) {
    html {
      font-size: calc(100vw / ${theme.layout.fontScaleDivisor});
    }
  }
  /*
   * The page is at least the content's minimum width (doc 000 §9: 140rem) as a whole: in a narrower window it scrolls
   * sideways with the banner, the home page's bands and the footer as wide as the header, not cut at the window's edge.
   */
  @media screen {
    #root {
      min-width: ${theme.layout.contentMinWidth};
    }
  }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight};
    color: ${theme.color.text};
    background: ${theme.color.surface};
    -webkit-font-smoothing: antialiased;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: inherit; text-decoration: none; }
  :focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }
`;
