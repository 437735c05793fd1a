import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, LinkProvider, theme } from '@wenxian/ui';
import { RouterLink } from './RouterLink';
import { SiteServicesProvider, type SiteServices } from './siteServices';
import { SiteVisitProvider, type SiteVisit } from './siteVisit';
import type { AppStore } from './store';

export type AppProvidersProps = { store: AppStore; services: SiteServices; visit: SiteVisit; children: ReactNode };

/** Everything a page needs around it: store, site services, the visit (origin, mobile flag), theme, global styles and router-aware ui links. */
export function AppProviders({ store, services, visit, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <SiteServicesProvider services={services}>
        <SiteVisitProvider visit={visit}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <LinkProvider component={RouterLink}>{children}</LinkProvider>
          </ThemeProvider>
        </SiteVisitProvider>
      </SiteServicesProvider>
    </Provider>
  );
}
