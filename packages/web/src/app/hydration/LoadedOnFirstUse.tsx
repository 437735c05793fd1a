import { useEffect, useState, type ComponentType } from 'react';

export type LoadedOnFirstUseProps<P extends object> = {
  /** Imports the part's module; the same function on every render (declared at module level). */
  load: () => Promise<ComponentType<P>>;
  /** Whether the part is wanted now: its code starts loading the first time it is. */
  when: boolean;
  props: P;
};

/**
 * A part of the page whose code loads on first use: `load` starts once `when` first holds, in the
 * browser after hydration, and until it has arrived the part renders nothing. So neither the server's HTML nor
 * the first render in the browser holds it — a streamed shell is rendered while the page's calls run and the
 * browser hydrates with them answered, so the part could be wanted on one side only — and nothing suspends: a
 * Suspense fallback would hold back the hydration of the frame's other regions (React throttles reveals after
 * one). A failed download is tried again the next time `when` turns true.
 */
export function LoadedOnFirstUse<P extends object>({ load, when, props }: LoadedOnFirstUseProps<P>) {
  const [loaded, setLoaded] = useState<{ Part: ComponentType<P> }>();
  useEffect(() => {
    if (!when || loaded) return;
    let isCurrent = true;
    load().then(
      (Part) => {
        if (isCurrent) setLoaded({ Part });
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [load, when, loaded]);
  if (!when || !loaded) return null;
  // Set once, when its module arrived: the same component on every later render (its state is kept).
  return <loaded.Part {...props} />;
}
