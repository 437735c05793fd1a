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

type ShowProps<Shown> = { html: string; read: (html: string) => Shown; render: (shown: Shown) => ReactNode };

/** `render` given what `read` makes of the markup: a component, so the fallback's text is read only when it shows. */
function Show<Shown>({ html, read, render }: ShowProps<Shown>) {
  return render(read(html));
}

/**
 * Markup only the sanitizer can vouch for waits here for it to load (`sanitize/sanitizerOnDemand.ts`): in the
 * page's hydration as the server's HTML, in a later render as the markup's text (`asText`).
 */
function WhenSanitized<Shown>({ asText, ...shown }: ShowProps<Shown> & { asText: (text: string) => Shown }) {
  return (
    <Suspense fallback={<Show {...shown} read={(html) => asText(textWhileLoading(html))} />}>
      <Show key={shown.html} {...shown} />
    </Suspense>
  );
}

const asHtml = (html: string): HtmlShown => ({ dangerouslySetInnerHTML: { __html: sanitizeHighlight(html) } });
const asChildren = (text: string): HtmlShown => ({ children: text });
const asIs = (text: string) => text;

/** The server's highlight markup given to `render` as sanitized HTML. */
export function SanitizedHighlight({ html, render }: { html: string; render: (shown: HtmlShown) => ReactNode }) {
  return <WhenSanitized html={html} read={asHtml} asText={asChildren} render={render} />;
}

/** The markup's text given to `render` (an accessible name). */
export function SanitizedHighlightText({ html, render }: { html: string; render: (text: string) => ReactNode }) {
  return <WhenSanitized html={html} read={plainText} asText={asIs} render={render} />;
}
