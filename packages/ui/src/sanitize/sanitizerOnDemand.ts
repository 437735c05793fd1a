import { use } from 'react';
import type { Config } from 'dompurify';
import { isSanitizedAlready, textOfSimpleMarkup } from './simpleMarkup';

/**
 * The sanitizer for parts that rarely need it: a results page's highlighted titles and abstracts are nearly
 * always markup the sanitizer gives back unchanged (`simpleMarkup.ts`), so DOMPurify (a tenth of a results
 * page's own code) is loaded in a browser only when a row holds markup that is not. Until it has loaded, the
 * row's render suspends: in the page's hydration React keeps that part the server's sanitized HTML and
 * hydrates it once the sanitizer is there; in a later render its Suspense fallback shows the text.
 */

type Sanitizer = {
  sanitizeHtml: (html: string, config: Config) => string;
  textOfHtml: (html: string) => string;
};

let evaluated: Sanitizer | undefined;
let loading: Promise<Sanitizer> | undefined;

/** Called by the sanitizer's module as it evaluates: the server imports it at start, so it never waits. */
export function sanitizerEvaluated(sanitizer: Sanitizer): void {
  evaluated = sanitizer;
}

/**
 * The sanitizer as a render needs it: at once where it was there from the start, else through `use`, which
 * suspends the render until the module has loaded (and, once it has, answers at once: React reads the
 * promise's result, and a render that suspended on it reads it the same way when it is tried again).
 */
function sanitizerInRender(): Sanitizer {
  if (evaluated && !loading) return evaluated;
  return use((loading ??= import('./htmlSanitizer')));
}

/** `sanitizeHtml` for a render: markup that needs DOMPurify suspends the render until it has loaded. */
export function sanitizeHtmlInRender(html: string, config: Config): string {
  return isSanitizedAlready(html, config) ? html : sanitizerInRender().sanitizeHtml(html, config);
}

/** `textOfHtml` for a render, likewise. */
export function textOfHtmlInRender(html: string): string {
  return textOfSimpleMarkup(html) ?? sanitizerInRender().textOfHtml(html);
}
