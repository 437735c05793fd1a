import { getUserInfoByToken, logout, type CurrentUser } from '@wenxian/api';
import { isLoggedIn } from '@wenxian/domain';
import { apiSlice, callApi } from '../../app/apiSlice';

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
    logout: build.mutation<unknown, { memberId: string }>({
      queryFn: (payload) => callApi(() => logout(payload)),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = sessionApi;
