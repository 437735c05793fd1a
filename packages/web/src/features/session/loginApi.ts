import { login, loginByMobileNo, sendMobileCode, type AuthToken } from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';
import { storeAuthToken } from '../shared/authToken';
import { errorToastsClosed } from '../shared/toastSlice';

/** Both login forms end the same way: keep the token, then refetch everything user-specific. */
async function signedIn(run: () => Promise<AuthToken>): Promise<AuthToken> {
  const answer = await run();
  storeAuthToken(answer.token);
  return answer;
}

/** A login that succeeds answers the refusals of the attempts before it (账号或密码错误): they do not follow the member. */
async function closeRefusalsOnLogin(
  _: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: ReturnType<typeof errorToastsClosed>) => unknown; queryFulfilled: Promise<unknown> },
) {
  await queryFulfilled.then(
    () => dispatch(errorToastsClosed()),
    () => undefined,
  );
}

const loginApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    loginWithPassword: build.mutation<AuthToken, { account: string; password: string }>({
      queryFn: (payload) => callApi(() => signedIn(() => login(payload))),
      invalidatesTags: ['User', 'Quota', 'Wallet', 'Orders', 'Conversations', 'Subscriptions'],
      onQueryStarted: closeRefusalsOnLogin,
    }),
    loginWithMobileCode: build.mutation<AuthToken, { mobileNo: string; code: string }>({
      queryFn: (payload) => callApi(() => signedIn(() => loginByMobileNo(payload))),
      invalidatesTags: ['User', 'Quota', 'Wallet', 'Orders', 'Conversations', 'Subscriptions'],
      onQueryStarted: closeRefusalsOnLogin,
    }),
    sendLoginCode: build.mutation<unknown, { mobileNo: string }>({
      queryFn: (payload) => callApi(() => sendMobileCode(payload)),
    }),
  }),
});

export const { useLoginWithPasswordMutation, useLoginWithMobileCodeMutation, useSendLoginCodeMutation } = loginApi;
