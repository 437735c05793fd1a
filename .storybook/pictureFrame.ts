/**
 * Where a story's picture is taken: the smallest rectangle of the rendered page that shows the story's state
 * (docs/decisions/testing.md "Baselines stay small"). The page is rendered exactly as before — only
 * the rectangle the screenshot is cut from shrinks, so the pixels compared are the same pixels, as strictly.
 *
 * - The rectangle is the union of every painted box (elements and runs of text) of the story, plus MARGIN on
 *   each side for shadows and focus rings, clamped to the document. A ui component is pictured at its own size
 *   instead of across the whole 1440 px canvas.
 * - A full-viewport fixed layer without content of its own (a modal's backdrop) counts only inside other
 *   content's rectangle: it is the grey around a dialog, not a state.
 * - While a modal dialog is open, a person sees the window, not the page scrolled under it: the picture is
 *   the part of the window that shows content (for a page: the whole window, for a ui dialog: the dialog).
 * - A page's picture ends above the site's footer (`siteFooterTop`): the footer is the same on every page and
 *   is pictured by the layout stories and its own, so 400 page pictures need not repeat it.
 */

/** The padded layout's 1rem: the picture keeps it around the content, as the canvas had it. */
export const MARGIN = 16;

export type Box = { left: number; top: number; right: number; bottom: number };

const union = (a: Box | null, b: Box): Box =>
  a
    ? {
        left: Math.min(a.left, b.left),
        top: Math.min(a.top, b.top),
        right: Math.max(a.right, b.right),
        bottom: Math.max(a.bottom, b.bottom),
      }
    : b;

const intersect = (a: Box, b: Box): Box => ({
  left: Math.max(a.left, b.left),
  top: Math.max(a.top, b.top),
  right: Math.min(a.right, b.right),
  bottom: Math.min(a.bottom, b.bottom),
});

/** A DOMRect in document coordinates (scroll added). */
export function documentRect(rect: DOMRect): Box {
  return {
    left: rect.left + window.scrollX,
    top: rect.top + window.scrollY,
    right: rect.right + window.scrollX,
    bottom: rect.bottom + window.scrollY,
  };
}

/** A DOMRect in document coordinates, or null when it paints nothing. */
function documentBox(rect: DOMRect): Box | null {
  return rect.width > 0 && rect.height > 0 ? documentRect(rect) : null;
}

/** The open modal dialogs (`aria-modal="true"`, as the ui Modal renders them) that are shown. */
export function openModals(): Element[] {
  return [...document.querySelectorAll('[aria-modal="true"]')].filter((el) =>
    el.checkVisibility({ visibilityProperty: true }),
  );
}

/** A fixed layer covering the whole window: a backdrop, or a full-screen shell. */
function coversWindow(el: Element, rect: DOMRect): boolean {
  return (
    getComputedStyle(el).position === 'fixed' &&
    rect.left <= 0 &&
    rect.top <= 0 &&
    rect.right >= window.innerWidth &&
    rect.bottom >= window.innerHeight
  );
}

/**
 * The union of the painted boxes inside `scope`, in document coordinates. The containers the story is mounted
 * in (`scope` and the ancestors of the story's canvas) span the whole width whatever the story shows, so they
 * do not count; their descendants do.
 */
export function contentBox(scope: Element, canvas: Element | null): Box | null {
  let box: Box | null = null;
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) {
      if (!node.data.trim() || !node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const painted = documentBox(rect);
        if (painted) box = union(box, painted);
      }
      continue;
    }
    const el = node as Element;
    if (el instanceof HTMLScriptElement || el instanceof HTMLStyleElement) continue;
    if (canvas && el.contains(canvas)) continue;
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    const rect = el.getBoundingClientRect();
    if (coversWindow(el, rect)) continue;
    const painted = documentBox(rect);
    if (painted) box = union(box, painted);
  }
  return box;
}

/** `box` grown by MARGIN and cut to `within`, in whole pixels. */
export function framed(box: Box, within: Box): Box {
  return intersect(
    {
      left: Math.floor(box.left - MARGIN),
      top: Math.floor(box.top - MARGIN),
      right: Math.ceil(box.right + MARGIN),
      bottom: Math.ceil(box.bottom + MARGIN),
    },
    within,
  );
}

/** The whole document, in document coordinates. */
export function documentArea(): Box {
  const root = document.documentElement;
  return { left: 0, top: 0, right: root.scrollWidth, bottom: root.scrollHeight };
}

/** The window's part of the document, in document coordinates. */
export function windowArea(): Box {
  return {
    left: window.scrollX,
    top: window.scrollY,
    right: window.scrollX + window.innerWidth,
    bottom: window.scrollY + window.innerHeight,
  };
}

/**
 * A transparent element laid over `box`, to screenshot: an element's screenshot is the page's pixels under
 * its rectangle, and this one paints none of its own and takes no pointer or space (absolutely placed at the
 * end of <body>, outside the story's tree).
 */
export function frameElement(box: Box): HTMLElement {
  // Absolute positions count from <body> when it is positioned, else from the document.
  const body = document.body;
  const origin =
    getComputedStyle(body).position === 'static'
      ? { left: 0, top: 0 }
      : {
          left: body.getBoundingClientRect().left + window.scrollX,
          top: body.getBoundingClientRect().top + window.scrollY,
        };
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.pictureFrame = '';
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${box.left - origin.left}px`,
    top: `${box.top - origin.top}px`,
    width: `${box.right - box.left}px`,
    height: `${box.bottom - box.top}px`,
    margin: '0',
    padding: '0',
    border: '0',
    background: 'transparent',
    pointerEvents: 'none',
    zIndex: '2147483647',
  });
  body.append(frame);
  return frame;
}

/**
 * The top of the site's footer inside `scope`, in document coordinates, or null without one. The site's
 * footer is the contentinfo landmark: a <footer> outside main, article, aside, nav and section (an article's
 * own footer is content).
 */
export function siteFooterTop(scope: Element): number | null {
  const landmarks = [...scope.querySelectorAll('footer')].filter(
    (el) => !el.parentElement?.closest('main, article, aside, nav, section') && el.checkVisibility(),
  );
  const footer = landmarks.at(-1);
  return footer ? footer.getBoundingClientRect().top + window.scrollY : null;
}
