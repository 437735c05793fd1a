import type { CurrentUser } from '@wenxian/api';
import { useGetCurrentUserQuery } from '../shared/sessionApi';

/** The logged-in user of a members-only page (the route guard let them in, so the cache holds them). */
export function useMember(): CurrentUser | null {
  return useGetCurrentUserQuery().data ?? null;
}
