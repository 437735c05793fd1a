import { getUserInfoByToken, type CurrentUser } from '@wenxian/api';
import { isLoggedIn } from '@wenxian/domain';
import { apiSlice, callApi } from '../../app/apiSlice';
import { logoutAndLeave } from './logoutFlow';

/** The current user (doc 000 §3); null for an anonymous visitor. Start-up call: fails silently. */
export const sessionApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser | null, void>({
      queryFn: () =>
        callApi(async () => {
          try {
            const user = await getUserInfoByToken({ goToLogin: false });
            return user && isLoggedIn(user) ? user : null;
          } catch {
            return null;
          }
        }),
      providesTags: ['User'],
    }),
    /** Ends the session and leaves the page by the logout rule (logoutFlow). */
    logout: build.mutation<unknown, { memberId: string }>({
      queryFn: (payload) => callApi(() => logoutAndLeave(payload.memberId)),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = sessionApi;
