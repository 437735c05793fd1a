import { use, type ComponentType } from 'react';

/**
 * A region's part whose code is downloaded when the region is first used (`HydratedOnUse`), not with the page:
 * the footer, the header's closed panels, the side toolbar. Until then the region is the server's HTML, whose
 * links work without script. The server renders it as any part (its code is loaded before the page renders:
 * `partsOnUseLoaded`).
 */
export type PartOnUse<P extends object> = ComponentType<P> & {
  /** Whether its code is here: a click on its region before then is answered once it is (hydrateOnUse). */
  isLoaded(): boolean;
  /** Downloads its code, once (again after a failed download); settles when it is here, fails with the download. */
  load(): Promise<void>;
};

const everyPart = new Set<PartOnUse<never>>();

/**
 * A part whose module `importPart` imports (declared at module level). Rendered before its code is here, it
 * suspends until it is: in the page's hydration React keeps its region the server's HTML meanwhile. A failed
 * download leaves it waiting (the server's HTML stays, its links work) and is tried again on the next use.
 */
export function partOnUse<P extends object>(importPart: () => Promise<ComponentType<P>>): PartOnUse<P> {
  let Part: ComponentType<P> | undefined;
  let attempt: Promise<void> | undefined;
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = () =>
    (attempt ??= importPart().then(
      (loaded) => {
        Part = loaded;
        arrive();
      },
      (error: unknown) => {
        attempt = undefined;
        throw error;
      },
    ));
  function LoadedOnUse(props: P) {
    if (!Part) {
      // A failed download is the region's to retry on its next use; the render waits for the code to come.
      load().catch(() => undefined);
      use(arrived);
    }
    const Loaded = Part as ComponentType<P>;
    return <Loaded {...props} />;
  }
  const part = Object.assign(LoadedOnUse, { isLoaded: () => Part !== undefined, load });
  everyPart.add(part as PartOnUse<never>);
  return part;
}

/** Whether a region's content is a part loaded on use (then its region loads that part's code when used). */
export function partOnUseOf(content: unknown): PartOnUse<never> | undefined {
  const type = (content as { type?: unknown } | null)?.type;
  return everyPart.has(type as PartOnUse<never>) ? (type as PartOnUse<never>) : undefined;
}

/**
 * Settles once every part declared so far has its code: the server awaits it after the page's route modules
 * have loaded and before it renders, so its HTML never waits on a part.
 */
export function partsOnUseLoaded(): Promise<unknown> {
  return Promise.all([...everyPart].map((part) => part.load()));
}
