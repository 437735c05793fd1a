import {
  bindEmail,
  changeMemberPassword,
  changePasswordByEmailCode,
  changePasswordByMobileCode,
  getMemberInfo,
  loginByWeixin,
  logOff,
  register,
  sendMemberMsg,
  updateUserInfo,
  verifyBindEmail,
  verifyEmail,
  type AuthToken,
  type MemberInfo,
} from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';
import { storeAuthToken } from '../shared/authToken';

/** Account calls of the accounts area: sign-up, password reset, profile, bindings, log off. */
export const accountsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<AuthToken, { mobileNo: string; code: string; password: string }>({
      // A new user is logged in at once: keep the token like a login does.
      queryFn: (payload) =>
        callApi(async () => {
          const answer = await register(payload);
          storeAuthToken(answer.token);
          return answer;
        }),
      invalidatesTags: ['User', 'Quota', 'Wallet', 'Orders', 'Subscriptions'],
    }),
    loginWithWeixin: build.mutation<AuthToken, { code: string; state?: string }>({
      queryFn: (payload) =>
        callApi(async () => {
          const answer = await loginByWeixin(payload);
          storeAuthToken(answer.token);
          return answer;
        }),
      invalidatesTags: ['User', 'Quota', 'Wallet', 'Orders', 'Subscriptions'],
    }),
    resetPasswordByMobile: build.mutation<unknown, { mobileNo: string; code: string; newPassword: string }>({
      queryFn: (payload) => callApi(() => changePasswordByMobileCode(payload)),
    }),
    sendEmailCode: build.mutation<unknown, { email: string }>({
      queryFn: (payload) => callApi(() => verifyEmail({ email: payload.email, code: '' })),
    }),
    resetPasswordByEmail: build.mutation<unknown, { email: string; code: string; newPassword: string }>({
      queryFn: (payload) => callApi(() => changePasswordByEmailCode(payload)),
    }),
    verifyEmailCode: build.mutation<unknown, { email: string; code: string }>({
      queryFn: (payload) => callApi(() => verifyEmail(payload)),
    }),
    getMemberInfo: build.query<MemberInfo, { memberId: string }>({
      queryFn: (payload) => callApi(() => getMemberInfo(payload)),
      providesTags: ['User'],
    }),
    updateRealName: build.mutation<unknown, { realName: string }>({
      queryFn: (payload) => callApi(() => updateUserInfo(payload)),
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<unknown, { oldPassword: string; newPassword: string }>({
      queryFn: (payload) => callApi(() => changeMemberPassword(payload)),
    }),
    sendMemberCode: build.mutation<unknown, { mobileNo: string }>({
      queryFn: (payload) => callApi(() => sendMemberMsg(payload)),
    }),
    logOff: build.mutation<unknown, { memberId: string; code: string }>({
      queryFn: (payload) => callApi(() => logOff(payload)),
      invalidatesTags: ['User'],
    }),
    sendBindEmailCode: build.mutation<unknown, { email: string }>({
      queryFn: (payload) => callApi(() => verifyBindEmail(payload)),
    }),
    bindEmail: build.mutation<unknown, { email: string; code: string }>({
      queryFn: (payload) => callApi(() => bindEmail(payload)),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginWithWeixinMutation,
  useResetPasswordByMobileMutation,
  useSendEmailCodeMutation,
  useResetPasswordByEmailMutation,
  useVerifyEmailCodeMutation,
  useGetMemberInfoQuery,
  useUpdateRealNameMutation,
  useChangePasswordMutation,
  useSendMemberCodeMutation,
  useLogOffMutation,
  useSendBindEmailCodeMutation,
  useBindEmailMutation,
} = accountsApi;
