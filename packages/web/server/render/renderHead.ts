import type { PageHead } from '../../src/app/routeModule';
import { escapeUTF8 } from 'entities/escape';

/** JSON-LD inside a script: `<` escaped so a value cannot close the script. */
const jsonLdText = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A nonce attribute, or none for a page shared by every visitor (its scripts are allowed by their hashes). */
export const nonceAttribute = (nonce: string) => (nonce ? ` nonce="${nonce}"` : '');

/** The page's head as HTML: title, TDK, canonical URL, robots, extra meta, alternate files, other links, JSON-LD
 * (nonce'd). */
export function renderHead(head: PageHead, origin: string, nonce: string): string {
  const tags = [`<title>${escapeUTF8(head.title)}</title>`];
  const meta = (name: string, content: string | undefined) =>
    content ? tags.push(`<meta name="${escapeUTF8(name)}" content="${escapeUTF8(content)}">`) : undefined;
  meta('description', head.description);
  meta('keywords', head.keywords);
  if (head.noindex) meta('robots', 'noindex');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeUTF8(new URL(head.canonical, origin).href)}">`);
  for (const extra of head.meta ?? []) {
    const key = extra.name ? `name="${escapeUTF8(extra.name)}"` : `property="${escapeUTF8(extra.property ?? '')}"`;
    tags.push(`<meta ${key} content="${escapeUTF8(extra.content)}">`);
  }
  for (const file of head.alternates ?? [])
    tags.push(
      `<link rel="alternate" type="${escapeUTF8(file.type)}" title="${escapeUTF8(file.title)}" href="${escapeUTF8(file.href)}">`,
    );
  for (const link of head.links ?? []) {
    const attributes = [
      `rel="${escapeUTF8(link.rel)}"`,
      ...(link.type ? [`type="${escapeUTF8(link.type)}"`] : []),
      ...(link.title ? [`title="${escapeUTF8(link.title)}"`] : []),
      `href="${escapeUTF8(link.href)}"`,
    ];
    tags.push(`<link ${attributes.join(' ')}>`);
  }
  if (head.jsonLd)
    tags.push(`<script type="application/ld+json"${nonceAttribute(nonce)}>${jsonLdText(head.jsonLd)}</script>`);
  return tags.join('');
}
