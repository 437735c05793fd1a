import { findLiteratureType } from '@wenxian/domain';

/** A record's page from its type code (literatureTypes' routes); the search page when the type has none. */
export function literatureHref(id: string, type: number): string {
  const route = findLiteratureType(type)?.route;
  return route ? `${route}/${encodeURIComponent(id)}` : `/search?k=${encodeURIComponent(id)}`;
}
