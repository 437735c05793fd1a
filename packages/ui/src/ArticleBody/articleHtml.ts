import { sanitizeHtml, textOfHtml } from '../sanitize';

/** What an article may keep of the server's HTML: text structure, links, tables and images. */
const articleConfig = {
  ALLOWED_TAGS: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'mark',
    'small',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
    'hr',
    'span',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'colspan', 'rowspan'],
};

export type OutlineEntry = { id: string; text: string; level: 2 | 3 };

/**
 * Sanitizes an article's server HTML and gives every h2/h3 a stable id (`sec-1`, `sec-2`…), returning the
 * outline built from them. Ids are added after sanitizing (DOMPurify drops ids from the server), so
 * anchors are the article's own and identical on the server and in the browser.
 */
export function prepareArticle(html: string): { html: string; outline: OutlineEntry[] } {
  const clean = sanitizeHtml(html, articleConfig);
  const outline: OutlineEntry[] = [];
  const withIds = clean.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_match, level: string, inner: string) => {
    const id = `sec-${outline.length + 1}`;
    outline.push({ id, text: textOfHtml(inner).trim(), level: Number(level) as 2 | 3 });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: withIds, outline };
}
