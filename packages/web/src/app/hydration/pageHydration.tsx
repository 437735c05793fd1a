import { Suspense, useEffect, useId, type ReactNode } from 'react';

/**
 * When React has taken over the whole server-rendered page. The layouts hydrate their regions (header, main,
 * footer…) as Suspense boundaries, one at a time after the shell: the shell's commit alone leaves the page's
 * own effects (noting a search in the history, starting its streams) still to run. The page counts as hydrated
 * once the shell and every region in it have committed; journeys, measurements and the early-input replay wait
 * for that moment. One page load, one moment: the state below lives as long as the page.
 */

const regions = new Set<string>();
const hydratedRegions = new Set<string>();
let onShellHydrated: (() => void) | null = null;
let done = false;

function settle(): void {
  if (done || !onShellHydrated) return;
  for (const region of regions) if (!hydratedRegions.has(region)) return;
  done = true;
  onShellHydrated();
}

/**
 * A region hydrated on its own: React hydrates Suspense boundaries one at a time and yields to the browser
 * between them, so a page's hydration is several short tasks instead of one long one.
 */
export function HydratedRegion({ children }: { children: ReactNode }) {
  const id = useId();
  // Outside the boundary: this runs with the shell's commit, so every region is counted before the shell's mark.
  useEffect(() => {
    if (done) return;
    regions.add(id);
    // A region gone before it hydrated (the visitor navigated on) is no longer waited for.
    return () => {
      regions.delete(id);
      settle();
    };
  }, [id]);
  return (
    <Suspense fallback={null}>
      {children}
      <RegionHydrated id={id} />
    </Suspense>
  );
}

/** Inside the boundary, after the region's content: its effect runs once that content has hydrated. */
function RegionHydrated({ id }: { id: string }) {
  useEffect(() => {
    if (done) return;
    hydratedRegions.add(id);
    settle();
  }, [id]);
  return null;
}

/**
 * For the shell's last component: calls `onHydrated` once, when the shell and every region in it have
 * hydrated (passive effects run in tree order, so the regions before it have been counted).
 */
export function useShellHydrated(onHydrated: () => void): void {
  useEffect(() => {
    onShellHydrated = onHydrated;
    settle();
  }, [onHydrated]);
}
