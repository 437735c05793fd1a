import { login, loginByMobileNo, sendMobileCode, type AuthToken } from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';
import { storeAuthToken } from '../shared/authToken';

/** Both login forms end the same way: keep the token, then refetch everything user-specific. */
async function signedIn(run: () => Promise<AuthToken>): Promise<AuthToken> {
  const answer = await run();
  storeAuthToken(answer.token);
  return answer;
}

const loginApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    loginWithPassword: build.mutation<AuthToken, { account: string; password: string }>({
      queryFn: (payload) => callApi(() => signedIn(() => login(payload))),
      invalidatesTags: ['User', 'Quota', 'Wallet', 'Orders', 'Conversations', 'Subscriptions'],
    }),
    loginWithMobileCode: build.mutation<AuthToken, { mobileNo: string; code: string }>({
      queryFn: (payload) => callApi(() => signedIn(() => loginByMobileNo(payload))),
      invalidatesTags: ['User', 'Quota', 'Wallet', 'Orders', 'Conversations', 'Subscriptions'],
    }),
    sendLoginCode: build.mutation<unknown, { mobileNo: string }>({
      queryFn: (payload) => callApi(() => sendMobileCode(payload)),
    }),
  }),
});

export const { useLoginWithPasswordMutation, useLoginWithMobileCodeMutation, useSendLoginCodeMutation } = loginApi;
