import { parseQuery } from '../url/queryString';

/**
 * Where the old site's journal and article addresses (doc 000 §2.1) live now (docs/decisions/domain.md):
 * an article is its journal-article page /doc/journal/{id}, a journal its page /journal/{id}. The id comes
 * from the old query (`id`, or `gch` for a journal) or from the `{id}.html` file name. Unknown → null.
 */
export function legacyRedirect(pathname: string, search = ''): string | null {
  const query = parseQuery(search);
  const article = (id: string | undefined) => (id ? `/doc/journal/${encodeURIComponent(id)}` : null);
  if (/^\/qikan\/Detail\.aspx$/i.test(pathname) || /^\/Qikan\/Article\/Detail$/i.test(pathname))
    return article(query.id);
  if (/^\/Qikan\/Journal\/Summary$/i.test(pathname)) {
    const id = query.gch || query.id;
    return id ? `/journal/${encodeURIComponent(id)}` : null;
  }
  const file = /^\/QK\/(?:[^/]+\/){2,3}([^/]+)\.html$/i.exec(pathname);
  return file ? article(decodeURIComponent(file[1] ?? '')) : null;
}
