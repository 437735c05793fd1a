import { Suspense, type ReactNode } from 'react';
import { plainText, sanitizeHighlight } from './sanitizeHighlight';

type HtmlShown = { dangerouslySetInnerHTML: { __html: string } } | { children: string };

/**
 * The markup's text while the sanitizer loads, from the browser's parser: a parsed document that is not shown
 * runs no script and fetches nothing, and the text is rendered as text. Only a render after the page's
 * hydration shows it (the server's renderer has the sanitizer from the start).
 */
const textWhileLoading = (html: string) =>
  typeof DOMParser === 'undefined' ? '' : (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');

/** The fallback as a component of its own: its text is read only when it shows, not on every render of the row. */
function TextWhileLoading({ html, render }: { html: string; render: (text: string) => ReactNode }) {
  return render(textWhileLoading(html));
}

function SanitizedHtml({ html, render }: { html: string; render: (shown: HtmlShown) => ReactNode }) {
  return render({ dangerouslySetInnerHTML: { __html: sanitizeHighlight(html) } });
}

function SanitizedText({ html, render }: { html: string; render: (text: string) => ReactNode }) {
  return render(plainText(html));
}

/**
 * The server's highlight markup given to `render` as sanitized HTML. Markup only the sanitizer can vouch for
 * waits here for it to load (`sanitize/sanitizerOnDemand.ts`): in the page's hydration as the server's HTML,
 * in a later render as the markup's text.
 */
export function SanitizedHighlight({ html, render }: { html: string; render: (shown: HtmlShown) => ReactNode }) {
  return (
    <Suspense fallback={<TextWhileLoading html={html} render={(text) => render({ children: text })} />}>
      <SanitizedHtml key={html} html={html} render={render} />
    </Suspense>
  );
}

/** The markup's text given to `render` (an accessible name), waiting for the sanitizer likewise. */
export function SanitizedHighlightText({ html, render }: { html: string; render: (text: string) => ReactNode }) {
  return (
    <Suspense fallback={<TextWhileLoading html={html} render={render} />}>
      <SanitizedText key={html} html={html} render={render} />
    </Suspense>
  );
}
