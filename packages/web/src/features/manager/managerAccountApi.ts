import {
  bindEmail,
  bindMobileNo,
  bindWeixin,
  changeMemberPassword,
  getMemberInfo,
  logOff,
  sendMemberMsg,
  showJournal,
  verifyBindEmail,
  type BindMobilePayload,
  type ChangePasswordPayload,
  type EmailCodePayload,
  type JournalProfile,
  type MemberInfo,
} from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/** The manager's account calls (doc 001 §7 "Accounts"); binding changes the current user. */
export const managerAccountApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getManagerMemberInfo: build.query<MemberInfo, string>({
      queryFn: (memberId) => callApi(() => getMemberInfo({ memberId })),
    }),
    getManagedJournalProfile: build.query<JournalProfile, string>({
      queryFn: (id) => callApi(() => showJournal({ id })),
    }),
    changeManagerPassword: build.mutation<unknown, ChangePasswordPayload>({
      queryFn: (payload) => callApi(() => changeMemberPassword(payload)),
    }),
    sendManagerCode: build.mutation<unknown, { mobileNo: string }>({
      queryFn: (payload) => callApi(() => sendMemberMsg(payload)),
    }),
    bindManagerMobile: build.mutation<unknown, BindMobilePayload>({
      queryFn: (payload) => callApi(() => bindMobileNo(payload)),
      invalidatesTags: ['User'],
    }),
    sendManagerEmailCode: build.mutation<unknown, { email: string }>({
      queryFn: (payload) => callApi(() => verifyBindEmail(payload)),
    }),
    bindManagerEmail: build.mutation<unknown, EmailCodePayload>({
      queryFn: (payload) => callApi(() => bindEmail(payload)),
    }),
    bindManagerWeixin: build.mutation<unknown, { code: string; state?: string }>({
      queryFn: (payload) => callApi(() => bindWeixin(payload)),
      invalidatesTags: ['User'],
    }),
    logOffManager: build.mutation<unknown, { memberId: string; code: string }>({
      queryFn: (payload) => callApi(() => logOff(payload)),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useGetManagerMemberInfoQuery,
  useGetManagedJournalProfileQuery,
  useChangeManagerPasswordMutation,
  useSendManagerCodeMutation,
  useBindManagerMobileMutation,
  useSendManagerEmailCodeMutation,
  useBindManagerEmailMutation,
  useBindManagerWeixinMutation,
  useLogOffManagerMutation,
} = managerAccountApi;
