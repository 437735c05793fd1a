import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, LinkProvider, theme } from '@wenxian/ui';
import { RouterLink } from './RouterLink';
import type { AppStore } from './store';

/** Everything a page needs around it: store, theme, global styles and router-aware ui links. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <LinkProvider component={RouterLink}>{children}</LinkProvider>
      </ThemeProvider>
    </Provider>
  );
}
