import { createContext, useContext, type ReactNode } from 'react';

/**
 * The bridge from the call layer's `passSafetyCheck()` to the slider dialog (doc 000 §4.8), made by
 * `features/safetyCheck/safetyCheckGate.ts`: callers wait, the dialog settles them all.
 */
export type SafetyCheckGate = { wait: () => Promise<void>; passed: () => void; cancelled: () => void };

/**
 * What the site hands the call layer and its features: one instance per store, made where the features are known
 * (`web/src/store/makeSiteServices.ts`).
 */
export type SiteServices = { safetyCheck: SafetyCheckGate };

const SiteServicesContext = createContext<SiteServices | null>(null);

export function SiteServicesProvider({ services, children }: { services: SiteServices; children: ReactNode }) {
  return <SiteServicesContext.Provider value={services}>{children}</SiteServicesContext.Provider>;
}

export function useSiteServices(): SiteServices {
  const services = useContext(SiteServicesContext);
  if (!services) throw new Error('useSiteServices needs <SiteServicesProvider> (see AppProviders).');
  return services;
}
