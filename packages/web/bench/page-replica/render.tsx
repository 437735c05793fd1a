/**
 * The like-for-like reference's server: renders a captured page with the same components its client hydrates
 * (Replica.tsx), under React Router's static router, and collects styled-components' style tags, as a page server
 * renders a page.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { Replica, type ReplicaPage } from './Replica';
import { theme } from '../bareStack';

export function renderReplica(page: ReplicaPage, location: string): { html: string; styleTags: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={location}>
          <ThemeProvider theme={theme}>
            <Replica page={page} />
          </ThemeProvider>
        </StaticRouter>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
