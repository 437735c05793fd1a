import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the page knows about the visit before any call: the site's own origin (for login return addresses)
 * and whether the visitor is on a phone (checkUA, doc 000 §9). The request's on the server, the page's in the
 * browser — a context rather than `window`, so server and browser render the same markup.
 */
export type SiteVisit = { origin: string; isMobile: boolean };

const SiteVisitContext = createContext<SiteVisit>({ origin: '', isMobile: false });

export function SiteVisitProvider({ visit, children }: { visit: SiteVisit; children: ReactNode }) {
  return <SiteVisitContext.Provider value={visit}>{children}</SiteVisitContext.Provider>;
}

export function useSiteOrigin(): string {
  return useContext(SiteVisitContext).origin;
}

/** The mobile flag of checkUA: phones get no floating side toolbar over the content. */
export function useIsMobile(): boolean {
  return useContext(SiteVisitContext).isMobile;
}
