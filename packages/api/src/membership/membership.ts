import { definePost, getJson, isTruthyResult, postJson, type CallOptions } from '../core';
import { MEMBERSHIP_PATHS as P } from './paths';
import type { DownloadLogPage, DownloadLogQuery, TeamBenefitUsage, VipCenterInfo, VipPackage, VipTeam } from './types';

export const getVipPackages = definePost<{ kind?: 'personal' | 'team' }, VipPackage[]>(P.getVipPackages);
export const getVipCenterInfo = definePost<Record<string, never>, VipCenterInfo>(P.vipCenterInfo);

// Team (doc 001 §4 "Team")
export const getTeamDetail = (teamId: string, options?: CallOptions) =>
  getJson<VipTeam>(P.teamDetail(teamId), {}, options);
export const transferTeamOriginator = (teamId: string, payload: { memberId: string }, options?: CallOptions) =>
  postJson<unknown>(P.teamTransferOriginator(teamId), payload, options);
export const exitTeam = (teamId: string, options?: CallOptions) => postJson<unknown>(P.teamExit(teamId), {}, options);
export const changeTeamNickname = (teamId: string, payload: { nickname: string }, options?: CallOptions) =>
  postJson<unknown>(P.teamChangeNickname(teamId), payload, options);
export const changeTeamMemberSettings = (
  teamId: string,
  payload: { memberId: string; downloadLimit: number },
  options?: CallOptions,
) => postJson<unknown>(P.teamChangeMemberSettings(teamId), payload, options);
export const changeTeamName = (teamId: string, payload: { name: string }, options?: CallOptions) =>
  postJson<unknown>(P.teamChangeName(teamId), payload, options);
export const removeTeamMember = (teamId: string, payload: { memberId: string }, options?: CallOptions) =>
  postJson<unknown>(P.teamRemoveMember(teamId), payload, options);
export const getTeamMonthlyBenefitUsage = (teamId: string, options?: CallOptions) =>
  getJson<TeamBenefitUsage>(P.teamMonthlyBenefitUsage(teamId), {}, options);
export const generateTeamInviteCode = (teamId: string, options?: CallOptions) =>
  postJson<{ inviteCode: string }>(P.teamInviteCodeGenerate(teamId), {}, options);
export const canExitTeam = async (teamId: string, options?: CallOptions) =>
  isTruthyResult(await getJson<unknown>(P.teamCanExit(teamId), {}, options));
export const checkTeamInviteCode = definePost<{ inviteCode: string }, { teamId: string; teamName: string }>(
  P.inviteCodeCheck,
);
export const inviteJoinTeam = definePost<{ inviteCode: string; nickname: string }, VipTeam>(P.inviteJoinTeam);

export const getVipDownloadLogPage = definePost<DownloadLogQuery, DownloadLogPage>(P.downloadLogPage);
