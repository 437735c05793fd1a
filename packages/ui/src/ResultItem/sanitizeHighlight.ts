import { sanitizeHtmlInRender, textOfHtmlInRender } from '../sanitize/sanitizerOnDemand';

/**
 * Highlight markup the search server wraps around matched words (em, font, span with a class) plus
 * the inline tags titles carry (sub, sup, i, b). Everything else, every attribute but class, and any
 * script or handler is removed.
 */
const highlightConfig = {
  ALLOWED_TAGS: ['em', 'mark', 'b', 'strong', 'i', 'sub', 'sup', 'span', 'font'],
  ALLOWED_ATTR: ['class'],
};

/**
 * Server HTML reduced to safe highlight markup, ready for dangerouslySetInnerHTML. For a render only: markup
 * the sanitizer must parse suspends it until the sanitizer has loaded (`SanitizedHighlight.tsx` holds the boundary).
 */
export function sanitizeHighlight(html: string): string {
  return sanitizeHtmlInRender(html, highlightConfig);
}

/** The text of server HTML without any markup, for accessible names; for a render only, likewise. */
export const plainText = textOfHtmlInRender;
