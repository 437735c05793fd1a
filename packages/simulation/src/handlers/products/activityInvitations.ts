import type { RequestHandler } from 'msw';
import { ACTIVITY_PATHS as AP } from '@wenxian/api';
import { activityConfigOf, activityKeyOf } from '../../data/activities';
import { accountOf, requireAccount } from '../../session/auth';
import { simulationState } from '../../session/state';
import { pathPattern } from '../pathPattern';
import { route } from '../route';
import { addPoints, inviteCodeOf, products } from './productSession';

const INVITE_POINTS = 50;

/**
 * Invitations: the member's code (`RM{memberId}`), how many it brought, and the activity page by key or by code.
 * The page by key (`/activity/:hash`) is the last call: it must not shadow the named activity calls.
 */
export const activityInvitationHandlers: RequestHandler[] = [
  route('post', AP.shareCode, async ({ request }) => {
    const code = inviteCodeOf(requireAccount(request));
    return { code, url: `/activity/readingmonth/invitefriends?code=${code}` };
  }),
  route('post', pathPattern(AP.inviteGenerate, 'activityId'), ({ request }) => {
    const code = inviteCodeOf(requireAccount(request));
    return { code, url: `/activity/readingmonth/invitefriends?code=${code}` };
  }),
  route('get', pathPattern(AP.inviteCount, 'activityId'), ({ request }) => {
    const invited = products().invitations.get(inviteCodeOf(requireAccount(request)))?.length ?? 0;
    return { invited, rewarded: invited };
  }),
  // An activity by key, or an invitation code: a logged-in invitee other than the inviter is counted once.
  route('get', pathPattern(AP.byHash, 'hash'), ({ request, params }) => {
    const hash = String(params.hash);
    const account = accountOf(request);
    const state = products();
    if (/^RM/.test(hash)) {
      const inviter = [...simulationState().accounts.values()].find((a) => inviteCodeOf(a) === hash);
      const accepted = [...state.invitations.values()].some((ids) => account && ids.includes(account.memberId));
      if (inviter && account && inviter.memberId !== account.memberId && !accepted) {
        state.invitations.set(hash, [...(state.invitations.get(hash) ?? []), account.memberId]);
        addPoints(inviter.memberId, INVITE_POINTS, '邀请好友奖励');
        addPoints(account.memberId, INVITE_POINTS, '接受邀请奖励');
      }
    }
    const key = activityKeyOf(/^RM/.test(hash) ? 'readingmonth' : hash);
    return activityConfigOf(key, simulationState().now(), (id) =>
      Boolean(account && state.claimedCoupons.has(`${account.memberId}|${id}`)),
    );
  }),
];
