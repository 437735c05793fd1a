import { href } from 'react-router';
import type { TargetRef } from '@wenxian/api';
import { buildQuery } from '@wenxian/domain';

/** The page of what is followed, compared or subscribed (journal, author, organization, subject, word). */
export function targetHref(target: TargetRef): string {
  // href() puts a param in as given: the id is encoded here, as a path segment.
  const id = encodeURIComponent(target.targetId);
  switch (target.kind) {
    case 'journal':
      return href('/journal/:id/:year?', { id });
    case 'author':
      return href('/author/:id', { id });
    case 'organ':
      return href('/organization/:id', { id });
    case 'subject':
      return href('/subject/:id', { id });
    case 'literature':
      return href('/doc/journal/:id?', { id });
    default:
      return `${href('/search')}${buildQuery([['k', target.name ?? target.targetId]])}`;
  }
}
