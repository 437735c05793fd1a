import { use, useEffect, useReducer, type ComponentType } from 'react';
import { isPlainLeftClick } from '../plainLeftClick';

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
 * download leaves it waiting (the server's HTML stays, its links work) and is tried again on the next use; a click
 * the region cannot answer without it reloads the page (hydrateOnUse, app/chunkReload.ts).
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

/** Parts whose code is downloaded at the visitor's first input anywhere on the page. */
const codeWantedOnFirstInput = new Set<PartOnUse<never>>();

/**
 * Has a part's code downloaded at the visitor's first input anywhere, ahead of its region's use (`HydratedOnUse`'s
 * `codeOnFirstInput`): for a region whose links are what most first clicks aim at (the header bar), which followed
 * without the code load their page anew, as without script, instead of the router's navigation.
 */
export function wantCodeOnFirstInput(part: PartOnUse<never>): void {
  codeWantedOnFirstInput.add(part);
}

/** Downloads the code of the parts wanted at the first input, once. */
export function downloadCodeWantedOnFirstInput(): void {
  for (const part of codeWantedOnFirstInput) part.load().catch(() => undefined);
  codeWantedOnFirstInput.clear();
}

/**
 * A click on a region whose code is still on its way: React cannot hydrate the region for it and would drop it.
 * It is held, its default action too (a box is not ticked where the page's state cannot follow), and given again
 * (`afterHydrated`) once the region has hydrated. A link is left to the browser, which follows it as it would
 * without script; so is a click with a modifier or another button.
 */
export function holdClickForCode(event: Event, afterHydrated: Array<() => void>): void {
  const { target } = event;
  // Any element: a click on a button's icon targets the icon (an SVG element).
  if (!(event instanceof MouseEvent) || !(target instanceof Element) || target.closest('a[href]')) return;
  if (!isPlainLeftClick(event)) return;
  event.preventDefault();
  event.stopPropagation();
  const { clientX, clientY, screenX, screenY, detail } = event;
  const again = { bubbles: true, cancelable: true, composed: true, clientX, clientY, screenX, screenY, detail };
  afterHydrated.push(() => target.dispatchEvent(new MouseEvent('click', again)));
}

/**
 * Downloads a part's code when given one that is not here, and renders the component again once it has come. A
 * failed download leaves the server's HTML as it is, and the region's next use downloads the code again.
 */
export function usePartCode(part: PartOnUse<never> | undefined): void {
  const [, codeArrived] = useReducer((count: number) => count + 1, 0);
  const isMissing = part !== undefined && !part.isLoaded();
  useEffect(() => {
    if (!isMissing) return;
    let isCurrent = true;
    part?.load().then(
      () => void (isCurrent && codeArrived()),
      () => undefined,
    );
    return () => void (isCurrent = false);
  }, [part, isMissing]);
}
