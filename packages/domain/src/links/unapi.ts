import { literatureTypes, type LiteratureTypeCode } from '../codes/tables/literatureTypes';

/**
 * The site's unAPI server (unapi.info): a document page names it in `<link rel="unapi-server">` and its record
 * in an `<abbr class="unapi-id">`; the server lists its formats and answers one record in the format asked for.
 * Zotero's connector and translation server read it with their `unAPI` translator, which runs before Embedded
 * Metadata and imports the record whole (docs/decisions/documents.md).
 */
export const unapiPath = '/unapi';

/** The one format served: Zotero RDF, which Zotero's RDF translator imports field for field (its first choice). */
export const unapiFormat = { name: 'rdf_zotero', type: 'application/rdf+xml' } as const;

/** A document's unAPI id: its page path (`/doc/patent/ZL1`), an address-safe, unique name. */
export const unapiIdOf = (path: string): string => path;

/** The document an unAPI id names, or null for an id that is no document page's path. */
export function parseUnapiId(id: string | null): { type: LiteratureTypeCode; id: string } | null {
  if (!id) return null;
  for (const t of literatureTypes) {
    if (!t.route || !id.startsWith(`${t.route}/`)) continue;
    const rest = id.slice(t.route.length + 1);
    if (!rest || rest.includes('/')) return null;
    try {
      return { type: t.code, id: decodeURIComponent(rest) };
    } catch {
      return null;
    }
  }
  return null;
}
