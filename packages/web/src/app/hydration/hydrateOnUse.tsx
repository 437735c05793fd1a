import {
  memo,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  downloadCodeWantedOnFirstInput,
  holdClickForCode,
  partOnUseOf,
  usePartCode,
  wantCodeOnFirstInput,
  type PartOnUse,
} from './partOnUse';
import { reloadAfterChunkError } from '../chunkReload';
import { keepTickForReact } from './keepTickForReact';

/**
 * Regions a visitor needs no script to use (the footer's links, the side toolbar's links) stay the server's
 * HTML after the page hydrates, until the visitor comes near them: React's own selective hydration keeps a
 * Suspense boundary whose content suspends during hydration as server HTML (dehydrated) and hydrates it when
 * the content stops suspending, or at once, synchronously, when an event targets it. Here the content suspends
 * on a gate that opens when the region scrolls into sight, when the visitor points at, touches, focuses or
 * types in it, or when the page first navigates (a dehydrated boundary under a changed router context would
 * otherwise be rendered anew). The gate's listeners sit on the window in the capture phase, before React's on
 * the root, so the event that opens a region is the one React then dispatches to it: no input is lost.
 *
 * Only the page's first hydration defers anything: on the server, in a client render (a later page, a story)
 * and after the first navigation a region renders at once.
 *
 * A region whose content is a part loaded on use (partOnUse.tsx) downloads that part's code on the first
 * sign of use as well; a click that comes before the code is held and given again once the region has hydrated.
 */

/**
 * A region's gate: whether it may hydrate, whether it has (its content committed by React), the part whose code
 * it waits for, if any, and what to do once it has hydrated.
 */
type Gate = {
  open: boolean;
  opened: Promise<void>;
  openNow: () => void;
  hydrated: boolean;
  part: PartOnUse<never> | undefined;
  afterHydrated: Array<() => void>;
};

/**
 * Settles `opened` for React at once: React's `use` reads a thenable's `status` before waiting on it, so the
 * event that opens a gate can hydrate its region synchronously (a resolved promise alone is seen a microtask
 * later, after React has given up on that event).
 */
const settled = (opened: Promise<void>) => Object.assign(opened, { status: 'fulfilled', value: undefined });

let firstHydration = false;
const closedGates = new Set<Gate>();
/**
 * Regions hydrated when seen start watching for sight once the page's first hydration is over: a region in sight
 * waits for it anyway (on a phone the whole page is drawn small, doc 000 §9, so most of a results page is in sight
 * at once and was hydrated before the page's own controls answered), and watched during it, the browser would
 * compute every region's place at each frame of that hydration and report regions that may not open yet.
 */
const watchForSightAfterFirstHydration = new Set<() => void>();
const gateOfElement = new WeakMap<Element, Gate>();

/** Called by the entry just before it hydrates the server's page: regions rendered in that hydration wait. */
export function deferRegionsInFirstHydration(): void {
  firstHydration = true;
}

/** Called once the page's first hydration is over: regions rendered from then on render at once. */
export function endFirstHydration(): void {
  firstHydration = false;
  loadCodeWantedOnFirstInput();
  for (const watch of watchForSightAfterFirstHydration) watch();
  watchForSightAfterFirstHydration.clear();
}

/** Opens every region still waiting (the page navigates: its router's contexts change above them). */
export function hydrateAllRegions(): void {
  firstHydration = false;
  for (const gate of [...closedGates]) gate.openNow();
}

/**
 * Opens every region still waiting once the page has hydrated, when the visitor shows they may navigate (a link
 * pointed at, a search box typed in): the regions hydrate then, in React's idle slices, instead of inside the
 * navigation, which must hydrate them before it renders the next page. During the page's first hydration nothing
 * opens early: that hydration stays the page's own.
 */
export function hydrateRegionsBeforeNavigation(): void {
  // Called on every pointer move over a link: nothing to do once the regions are open.
  if (!firstHydration && closedGates.size > 0) hydrateAllRegions();
}

function makeGate(part: PartOnUse<never> | undefined): Gate {
  let resolve!: () => void;
  const opened = new Promise<void>((settle) => (resolve = settle));
  const settle = () => {
    settled(opened);
    resolve();
  };
  const gate: Gate = {
    open: !firstHydration,
    hydrated: false,
    part,
    afterHydrated: [],
    opened,
    openNow: () => {
      if (gate.open && !closedGates.has(gate)) return;
      gate.open = true;
      closedGates.delete(gate);
      settle();
    },
  };
  if (gate.open) settle();
  else closedGates.add(gate);
  return gate;
}

/** The events that show a visitor is about to use a region (before its click, its typed text). */
const intentEvents = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown', 'click'] as const;
let listening = false;
let inputSeen = false;

/**
 * The parts wanted at the first input download once the page's first hydration is over too: an input at first
 * paint would otherwise have their code evaluated among the hydration's tasks, which that input waits for.
 */
function loadCodeWantedOnFirstInput(): void {
  if (inputSeen && !firstHydration) downloadCodeWantedOnFirstInput();
}

function openTargetRegion(event: Event): void {
  inputSeen = true;
  loadCodeWantedOnFirstInput();
  let isWaiting = false;
  let waitsForCode: Gate | undefined;
  for (let node = event.target instanceof Element ? event.target : null; node; node = node.parentElement) {
    const gate = gateOfElement.get(node);
    if (!gate) continue;
    isWaiting ||= !gate.hydrated;
    if (gate.part && !gate.part.isLoaded()) {
      const isClick = event.type === 'click';
      // A click held for code that could not come is not given when a later use brings it: it reloads the page (a
      // chunk load failure, doc 000 §8). Pointing at or focusing the region reloads nothing.
      gate.part.load().catch(() => void (gate.afterHydrated.splice(0), isClick && reloadAfterChunkError()));
      if (!gate.hydrated) waitsForCode ??= gate;
    }
    gate.openNow();
  }
  if (event.type !== 'click') return;
  if (waitsForCode) holdClickForCode(event, waitsForCode.afterHydrated);
  else if (isWaiting) keepTickForReact(event.target);
}

function listenForIntent(): void {
  if (listening) return;
  listening = true;
  // Passive but for the click, which a region still waiting for its code holds back (holdClickForCode).
  for (const type of intentEvents)
    window.addEventListener(type, openTargetRegion, { capture: true, passive: type !== 'click' });
}

const subscribeToNothing = () => () => undefined;
const alwaysOpen: Promise<void> = settled(Promise.resolve());

/** Inside the boundary, after the region: notes that React has committed its content (hydrated it). */
function HydratedMark({ gate }: { gate: Gate }) {
  useLayoutEffect(() => noteHydrated(gate), [gate]);
  return null;
}

/** Once React has committed the region (in its commit: the held clicks are given after it, in a task). */
function noteHydrated(gate: Gate): void {
  gate.hydrated = true;
  const held = gate.afterHydrated.splice(0);
  if (held.length > 0) setTimeout(() => held.forEach((answer) => answer()), 0);
}

/** Inside the boundary, before the region: suspends while the page's first hydration reaches a closed gate. */
function GateKeeper({ gate }: { gate: Gate }) {
  // The server snapshot is read while hydrating only: a client render (the boundary rendered anew) never waits.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  // `use` on every render, open or not (React replays a suspended component expecting the same calls).
  use(hydrating ? gate.opened : alwaysOpen);
  return null;
}

export type HydratedOnUseProps = {
  /**
   * `used`: when the visitor points at, touches, focuses or types in it (the footer: its links and text need no
   * script, its feedback button opens a dialog); `scrolled`: that, or when the page scrolls (a fixed toolbar
   * whose back-to-top button follows the scroll); `seen`: that, or when it comes within 200 px of the viewport.
   */
  until: 'used' | 'scrolled' | 'seen';
  /** The region; a part loaded on use (`partOnUse`) has its code downloaded when the region is first used. */
  children: ReactNode;
  /** That part's code is downloaded at the visitor's first input anywhere on the page (`wantCodeOnFirstInput`). */
  codeOnFirstInput?: boolean;
};

/**
 * A region hydrated when the visitor sees or uses it. Its element wrapper (`display: contents`, no box of its
 * own) is what the intent listeners find; what it shows is observed for visibility.
 */
function HydratedOnUseRegion({ until, children, codeOnFirstInput = false }: HydratedOnUseProps) {
  const [gate] = useState(() => makeGate(partOnUseOf(children)));
  const [firstContent] = useState(children);
  // New content for a region still waiting (a row's checkbox ticked by 全选, a header's new balance): it hydrates
  // first, keeping the server's HTML, then takes the change; React would otherwise drop that HTML and render the
  // region anew. A part whose code is not here yet keeps its first content until the code has come: given the
  // change before, React could not hydrate it and would show nothing in its place meanwhile.
  const changed = children !== firstContent && !gate.hydrated;
  const waitsForCode = changed && gate.part !== undefined && !gate.part.isLoaded();
  if (changed && !waitsForCode) gate.openNow();
  // Rendered again once that code has come: the region then opens and takes the change.
  usePartCode(waitsForCode ? gate.part : undefined);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (gate.open || !element) return;
    gateOfElement.set(element, gate);
    if (codeOnFirstInput && gate.part) wantCodeOnFirstInput(gate.part);
    listenForIntent();
    if (until === 'used') return;
    if (until === 'scrolled') {
      const onScroll = () => gate.openNow();
      window.addEventListener('scroll', onScroll, { passive: true, once: true });
      return () => window.removeEventListener('scroll', onScroll);
    }
    let sight: IntersectionObserver | undefined;
    const watch = () => {
      if (gate.open) return;
      // A page without IntersectionObserver hydrates the region as soon as the page's own hydration is over.
      if (typeof IntersectionObserver !== 'function') return gate.openNow();
      sight = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.openNow(), {
        rootMargin: '200px',
      });
      for (const shown of element.children) sight.observe(shown);
      void gate.opened.then(() => sight?.disconnect());
    };
    if (firstHydration) watchForSightAfterFirstHydration.add(watch);
    else watch();
    return () => {
      watchForSightAfterFirstHydration.delete(watch);
      sight?.disconnect();
    };
  }, [gate, until, codeOnFirstInput]);
  const content = waitsForCode ? firstContent : children;
  // The same boundary element while its content is the same: a boundary given new elements, even equal ones, counts
  // as changed, and React would drop a waiting region's server HTML.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <GateKeeper gate={gate} />
        {content}
        <HydratedMark gate={gate} />
      </Suspense>
    ),
    [gate, content],
  );
  return (
    <div ref={wrapper} data-hydrate-on-use="" style={{ display: 'contents' }}>
      {boundary}
    </div>
  );
}

/**
 * The same region while its element is the same: a parent's re-render (a new `<SiteFooter />` element, equal
 * props) must not reach a dehydrated boundary, which would then hydrate at once (its content changed).
 */
function sameRegion(before: HydratedOnUseProps, after: HydratedOnUseProps): boolean {
  if (before.until !== after.until || before.codeOnFirstInput !== after.codeOnFirstInput) return false;
  const a = before.children as ReactElement<Record<string, unknown>> | null;
  const b = after.children as ReactElement<Record<string, unknown>> | null;
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || a.type !== b.type || a.key !== b.key) return false;
  const keys = Object.keys(a.props);
  return keys.length === Object.keys(b.props).length && keys.every((key) => Object.is(a.props[key], b.props[key]));
}

export const HydratedOnUse = memo(HydratedOnUseRegion, sameRegion);
