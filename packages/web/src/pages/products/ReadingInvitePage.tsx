import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { messages, productLabels } from '@wenxian/domain';
import { Button } from '@wenxian/ui';
import { useSiteOrigin } from '../../app/siteVisit';
import {
  useAcceptInvitationMutation,
  useGetInviteCountQuery,
  useGetShareCodeQuery,
} from '../../features/products/activityApi';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { definePage } from '../../app/routeModule';
import { QueryView } from '../shared/ContentFrame';
import { Inner } from '../shared/ContentFrame';
import { Lead, LoginPrompt, PageTitle } from '../shared/ServicePage';

const L = productLabels.readingMonth;
const ACTIVITY = 'readingmonth';

/**
 * /activity/readingmonth/invitefriends: the member's share code and link, and how many invitations were accepted.
 * Opened with ?code= by another logged-in user, it accepts that invitation (counted once by the server).
 */
export function ReadingInvitePage() {
  const [params] = useSearchParams();
  const origin = useSiteOrigin();
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const share = useGetShareCodeQuery(user ? ACTIVITY : skipToken);
  const count = useGetInviteCountQuery(user ? ACTIVITY : skipToken);
  const [accept] = useAcceptInvitationMutation();
  const [copied, setCopied] = useState('');
  const code = params.get('code');
  useEffect(() => {
    if (user && code && share.data && share.data.code !== code) void accept(code);
  }, [user, code, share.data, accept]);
  return (
    <Inner>
      <PageTitle>{L.inviteTitle}</PageTitle>
      <Lead>{L.inviteRule}</Lead>
      {!user && !isLoading ? (
        <LoginPrompt text={productLabels.activity.loginToJoin} />
      ) : (
        <QueryView query={share}>
          {(s) => (
            <>
              <p>
                {L.shareCode}：<strong>{s.code}</strong>
              </p>
              <p>
                <input readOnly aria-label={L.copyLink} value={`${origin}${s.url}`} size={60} />{' '}
                <Button
                  onClick={() =>
                    void navigator.clipboard.writeText(`${origin}${s.url}`).then(
                      () => setCopied(messages.copy.success),
                      () => setCopied(messages.copy.failure),
                    )
                  }
                >
                  {L.copyLink}
                </Button>
                {copied ? <span role="status"> {copied}</span> : null}
              </p>
              {count.data ? (
                <p role="status">
                  {L.invited(count.data.invited)}，{L.rewarded(count.data.rewarded)}
                </p>
              ) : null}
            </>
          )}
        </QueryView>
      )}
    </Inner>
  );
}

export const page = definePage({
  Component: ReadingInvitePage,
  head: () => ({ title: `${L.inviteTitle} - ${L.title}` }),
});
