import type { RequestHandler } from 'msw';
import { MEMBERSHIP_PATHS as P, type VipTeam } from '@wenxian/api';
import { vipPackages } from '../data/commerce';
import { entityOr404 } from '../data/lookup';
import { SimulatedError } from '../errors';
import { requireAccount } from '../session/auth';
import { teamOf } from '../session/download';
import { inviteCodeOf } from '../session/money';
import { nextId, simulationState } from '../session/state';
import type { Account, Team } from '../session/accountRecords';
import { pageOf } from './answerShapes';
import { pathPattern } from './pathPattern';
import { route, type RouteContext } from './route';

function teamView(team: Team): VipTeam {
  const accounts = simulationState().accounts;
  const members = team.memberIds.map((userId) => {
    const account = accounts.get(userId);
    return {
      memberId: account?.memberId ?? userId,
      nickname: team.nicknames[userId] ?? account?.realName ?? userId,
      isOriginator: userId === team.originatorId,
      ...(team.downloadLimits[userId] ? { downloadLimit: team.downloadLimits[userId] } : {}),
    };
  });
  return {
    id: team.id,
    name: team.name,
    originatorId: accounts.get(team.originatorId)?.memberId ?? team.originatorId,
    inviteCode: team.inviteCode,
    members,
  };
}

/** The team of the path, which the logged-in user must belong to. */
function myTeam(context: RouteContext): { account: Account; team: Team } {
  const account = requireAccount(context.request);
  const team = entityOr404(simulationState().teams, String(context.params.teamId));
  if (!team.memberIds.includes(account.userId)) throw new SimulatedError(403, '不是该团队成员');
  return { account, team };
}
function userIdOfMember(memberId: string): string {
  for (const account of simulationState().accounts.values()) if (account.memberId === memberId) return account.userId;
  throw new SimulatedError(404, '成员不存在');
}
function requireOriginator(account: Account, team: Team): void {
  if (team.originatorId !== account.userId) throw new SimulatedError(403, '仅团队发起人可操作');
}

/** Membership and team (doc 001 §7 "Membership and team"). */
export const membershipHandlers: RequestHandler[] = [
  route('post', P.getVipPackages, async ({ body }) => {
    const { kind } = await body<{ kind?: 'personal' | 'team' }>();
    return vipPackages
      .map((p) => ({
        id: p.id,
        commodityId: p.commodityId,
        name: p.name,
        price: p.price,
        originalPrice: p.originalPrice,
        months: p.months,
        downloadQuota: p.monthlyDownloads,
        kind: p.vipType === 'TEAM' ? ('team' as const) : ('personal' as const),
      }))
      .filter((p) => !kind || p.kind === kind);
  }),
  route('post', P.vipCenterInfo, ({ request }) => {
    const account = requireAccount(request);
    const team = teamOf(account);
    return {
      isMember: account.personalQuota > 0 || team !== undefined,
      ...(account.personalQuota > 0
        ? {
            // The end a purchase extends from (addMembershipMonths): shown as stored, never worked out here.
            ...(account.vipEndDay ? { expireAt: account.vipEndDay } : {}),
            personalQuota: { used: account.personalUsed, total: account.personalQuota },
          }
        : {}),
      ...(team ? { teamId: team.id, teamQuota: { used: team.quotaUsed, total: team.quotaTotal } } : {}),
    };
  }),
  route('post', P.closeDownloadTipsDialog, () => true),
  route('get', pathPattern(P.teamDetail, 'teamId'), (c) => teamView(myTeam(c).team)),
  route('get', pathPattern(P.teamMembers, 'teamId'), (c) => teamView(myTeam(c).team).members),
  route('post', pathPattern(P.teamTransferOriginator, 'teamId'), async (c) => {
    const { account, team } = myTeam(c);
    requireOriginator(account, team);
    team.originatorId = userIdOfMember((await c.body<{ memberId?: string }>()).memberId ?? '');
    return true;
  }),
  route('post', pathPattern(P.teamExit, 'teamId'), (c) => {
    const { account, team } = myTeam(c);
    if (team.originatorId === account.userId) throw new SimulatedError(40_006, '发起人需先转让团队');
    team.memberIds = team.memberIds.filter((id) => id !== account.userId);
    account.teamId = null;
    return true;
  }),
  route('get', pathPattern(P.teamCanExit, 'teamId'), (c) => {
    const { account, team } = myTeam(c);
    return team.originatorId !== account.userId;
  }),
  route('post', pathPattern(P.teamChangeNickname, 'teamId'), async (c) => {
    const { account, team } = myTeam(c);
    team.nicknames[account.userId] = (await c.body<{ nickname?: string }>()).nickname ?? '';
    return true;
  }),
  route('post', pathPattern(P.teamChangeMemberSettings, 'teamId'), async (c) => {
    const { account, team } = myTeam(c);
    requireOriginator(account, team);
    const { memberId, downloadLimit } = await c.body<{ memberId?: string; downloadLimit?: number }>();
    const userId = userIdOfMember(memberId ?? '');
    if (!team.memberIds.includes(userId)) throw new SimulatedError(404, '成员不存在');
    const limit = Math.trunc(Number(downloadLimit ?? 0));
    if (!Number.isFinite(limit) || limit < 0) throw new SimulatedError(40_000, '下载上限须为非负整数');
    if (limit === 0) delete team.downloadLimits[userId];
    else team.downloadLimits[userId] = limit;
    return true;
  }),
  route('post', pathPattern(P.teamChangeName, 'teamId'), async (c) => {
    const { account, team } = myTeam(c);
    requireOriginator(account, team);
    const name = ((await c.body<{ name?: string }>()).name ?? '').trim();
    if (!name) throw new SimulatedError(40_000, '团队名称不能为空');
    team.name = name;
    return true;
  }),
  route('post', pathPattern(P.teamRemoveMember, 'teamId'), async (c) => {
    const { account, team } = myTeam(c);
    requireOriginator(account, team);
    const userId = userIdOfMember((await c.body<{ memberId?: string }>()).memberId ?? '');
    team.memberIds = team.memberIds.filter((id) => id !== userId);
    const removed = simulationState().accounts.get(userId);
    if (removed) removed.teamId = null;
    return true;
  }),
  route('get', pathPattern(P.teamMonthlyBenefitUsage, 'teamId'), (c) => {
    const { team } = myTeam(c);
    const log = simulationState().downloadLog.filter((l) => l.vipType === 'team');
    return {
      month: team.quotaMonth,
      used: team.quotaUsed,
      total: team.quotaTotal,
      byMember: teamView(team).members.map((m) => ({
        memberId: m.memberId,
        nickname: m.nickname,
        used: log.filter((l) => l.memberId === m.memberId).length,
      })),
    };
  }),
  ...(['get', 'post'] as const).map((method) =>
    route(method, pathPattern(P.teamInviteCodeGenerate, 'teamId'), (c) => {
      const { account, team } = myTeam(c);
      requireOriginator(account, team);
      team.inviteCode = inviteCodeOf(nextId(team.id));
      return { inviteCode: team.inviteCode };
    }),
  ),
  route('post', P.inviteCodeCheck, async ({ body }) => {
    const code = (await body<{ inviteCode?: string }>()).inviteCode;
    const team = [...simulationState().teams.values()].find((t) => t.inviteCode === code);
    if (!team) throw new SimulatedError(40_007, '邀请码无效');
    return { teamId: team.id, teamName: team.name };
  }),
  route('post', P.inviteJoinTeam, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<{ inviteCode?: string; nickname?: string }>();
    const team = [...simulationState().teams.values()].find((t) => t.inviteCode === payload.inviteCode);
    if (!team) throw new SimulatedError(40_007, '邀请码无效');
    if (account.teamId && account.teamId !== team.id) throw new SimulatedError(40_009, '您已加入其他团队');
    if (!team.memberIds.includes(account.userId)) team.memberIds.push(account.userId);
    if (payload.nickname) team.nicknames[account.userId] = payload.nickname;
    account.teamId = team.id;
    return teamView(team);
  }),
  route('post', P.downloadLogPage, async ({ request, body }) => {
    const account = requireAccount(request);
    const query = await body<{ vipType?: 'USER' | 'team' }>();
    const entries = simulationState()
      .downloadLog.filter((l) => l.memberId === account.memberId && (!query.vipType || l.vipType === query.vipType))
      .map(({ memberId: _m, ...rest }) => rest);
    return pageOf(entries, query);
  }),
  route('post', P.orderSendSms, () => true),
  route('post', P.getMyWalletCard, ({ request }) => {
    const account = requireAccount(request);
    return { balance: account.balance, couponCount: account.coupons.filter((c) => c.state === 'unused').length };
  }),
  route('post', P.memberConfigAll, ({ request }) => ({
    downDeductions: { ...requireAccount(request).config },
    subscription: { email: false, frequency: 'weekly' as const },
  })),
  route('post', P.setupDownDeductions, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<{ state?: number; value?: number }>();
    account.config = {
      state: Number(payload.state ?? account.config.state),
      value: Number(payload.value ?? account.config.value),
    };
    return true;
  }),
  route('post', P.setupSubscription, ({ request }) => Boolean(requireAccount(request))),
];
