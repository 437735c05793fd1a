import { useState, type ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import { connectBrowserApi, createSiteServices } from './makeSiteServices';
import type { AppStore } from '../app/store';
import { isMobileUserAgent } from '@wenxian/domain';

/** AppProviders for a browser page (the site, stories, tests): the call layer is connected to this window. */
export function BrowserAppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const [services] = useState(() => {
    const created = createSiteServices(store);
    connectBrowserApi(store, created);
    return created;
  });
  const [visit] = useState(() => ({
    origin: window.location.origin,
    isMobile: isMobileUserAgent(navigator.userAgent),
  }));
  return (
    <AppProviders store={store} services={services} visit={visit}>
      {children}
    </AppProviders>
  );
}
