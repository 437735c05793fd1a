import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, LinkProvider, theme } from '@wenxian/ui';
import { RouterLink } from './RouterLink';
import { createSiteServices, SiteServicesProvider } from './siteServices';
import type { AppStore } from './store';

/** Everything a page needs around it: store, site services, theme, global styles and router-aware ui links. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const [services] = useState(() => createSiteServices(store));
  return (
    <Provider store={store}>
      <SiteServicesProvider services={services}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <LinkProvider component={RouterLink}>{children}</LinkProvider>
        </ThemeProvider>
      </SiteServicesProvider>
    </Provider>
  );
}
