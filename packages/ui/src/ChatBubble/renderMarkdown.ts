import { Marked } from 'marked';
import { sanitizeHtml } from '../sanitize';

/**
 * An answer's markdown as safe HTML: marked renders it, DOMPurify keeps only text formatting, lists,
 * tables, code and links (no images, scripts, styles or event attributes). Citation marks [n] become
 * superscript links to the answer's n-th reference card on the same page.
 */
const marked = new Marked({ gfm: true, breaks: true, async: false });

const answerConfig = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'sup',
    'hr',
  ],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOWED_URI_REGEXP: /^(?:https?:|\/|#)/i,
};

/** Headings inside an answer start at h2, under the page's h1, and go no deeper than h4. */
function demoteHeadings(markdown: string): string {
  return markdown.replace(
    /^(#{1,6}) /gm,
    (_m, hashes: string) => `${'#'.repeat(Math.min(Math.max(hashes.length, 2), 4))} `,
  );
}

export function renderAnswer(markdown: string, referenceAnchor?: (n: number) => string | undefined): string {
  const withCitations = demoteHeadings(markdown).replace(/\[(\d{1,2})\](?!\()/g, (mark, n: string) => {
    const href = referenceAnchor?.(Number(n));
    return href ? `<sup><a href="${href}">${mark}</a></sup>` : `<sup>${mark}</sup>`;
  });
  return sanitizeHtml(marked.parse(withCitations) as string, answerConfig);
}
