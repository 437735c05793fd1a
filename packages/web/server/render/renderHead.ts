import type { PageHead } from '../../src/app/routeModule';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON-LD inside a script: `<` escaped so a value cannot close the script. */
const jsonLdText = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A nonce attribute, or none for a page shared by every visitor (its scripts are allowed by their hashes). */
export const nonceAttribute = (nonce: string) => (nonce ? ` nonce="${nonce}"` : '');

/** The page's head as HTML: title, TDK, canonical URL, robots, extra meta, alternate files, other links, JSON-LD
 * (nonce'd). */
export function renderHead(head: PageHead, origin: string, nonce: string): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (name: string, content: string | undefined) =>
    content ? tags.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`) : undefined;
  meta('description', head.description);
  meta('keywords', head.keywords);
  if (head.noindex) meta('robots', 'noindex');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(new URL(head.canonical, origin).href)}">`);
  for (const extra of head.meta ?? []) {
    const key = extra.name ? `name="${escapeHtml(extra.name)}"` : `property="${escapeHtml(extra.property ?? '')}"`;
    tags.push(`<meta ${key} content="${escapeHtml(extra.content)}">`);
  }
  for (const file of head.alternates ?? [])
    tags.push(
      `<link rel="alternate" type="${escapeHtml(file.type)}" title="${escapeHtml(file.title)}" href="${escapeHtml(file.href)}">`,
    );
  for (const link of head.links ?? []) {
    const attributes = [
      `rel="${escapeHtml(link.rel)}"`,
      ...(link.type ? [`type="${escapeHtml(link.type)}"`] : []),
      ...(link.title ? [`title="${escapeHtml(link.title)}"`] : []),
      `href="${escapeHtml(link.href)}"`,
    ];
    tags.push(`<link ${attributes.join(' ')}>`);
  }
  if (head.jsonLd)
    tags.push(`<script type="application/ld+json"${nonceAttribute(nonce)}>${jsonLdText(head.jsonLd)}</script>`);
  return tags.join('');
}
