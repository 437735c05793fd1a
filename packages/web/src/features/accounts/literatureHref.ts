import { href } from 'react-router';
import { buildQuery, documentPath } from '@wenxian/domain';

/** A record's page from its type code (domain's documentPath); the search for it when the type has no page. */
export function literatureHref(id: string, type: number): string {
  return documentPath(type, id) ?? `${href('/search')}${buildQuery([['k', id]])}`;
}
