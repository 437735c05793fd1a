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

function withCitations(markdown: string, referenceAnchor?: (n: number) => string | undefined): string {
  return demoteHeadings(markdown).replace(/\[(\d{1,2})\](?!\()/g, (mark, n: string) => {
    const href = referenceAnchor?.(Number(n));
    return href ? `<sup><a href="${href}">${mark}</a></sup>` : `<sup>${mark}</sup>`;
  });
}

export function renderAnswer(markdown: string, referenceAnchor?: (n: number) => string | undefined): string {
  return sanitizeHtml(marked.parse(withCitations(markdown, referenceAnchor)) as string, answerConfig);
}

/**
 * The same HTML split into the answer's top-level blocks (paragraphs, lists, tables…), each rendered and
 * sanitised once: `cache` keeps the HTML of finished blocks by their markdown (the citation links are part of
 * it). While an answer streams only its last block changes, so only that block is parsed again and only its
 * DOM is replaced; the last block is not cached, as it is still growing.
 */
export function renderAnswerBlocks(
  markdown: string,
  referenceAnchor: ((n: number) => string | undefined) | undefined,
  cache: Map<string, string>,
): string[] {
  const tokens = marked.lexer(withCitations(markdown, referenceAnchor));
  const blocks = tokens.filter((token) => token.type !== 'space');
  return blocks.map((token, i) => {
    const known = cache.get(token.raw);
    if (known !== undefined) return known;
    // The block alone, with the answer's link definitions (reference-style links resolve as before).
    const html = sanitizeHtml(marked.parser(Object.assign([token], { links: tokens.links })), answerConfig);
    if (i < blocks.length - 1) cache.set(token.raw, html);
    return html;
  });
}
