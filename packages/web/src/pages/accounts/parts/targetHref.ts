import type { TargetRef } from '@wenxian/api';

/** The page of what is followed, compared or subscribed (journal, author, organization, subject, word). */
export function targetHref(target: TargetRef): string {
  const id = encodeURIComponent(target.targetId);
  switch (target.kind) {
    case 'journal':
      return `/journal/${id}`;
    case 'author':
      return `/author/${id}`;
    case 'organ':
      return `/organization/${id}`;
    case 'subject':
      return `/subject/${id}`;
    case 'literature':
      return `/doc/journal/${id}`;
    default:
      return `/search?k=${encodeURIComponent(target.name ?? target.targetId)}`;
  }
}
