import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { href } from 'react-router';
import { formatBeijing, isActivityKey, notFoundCode, productLabels } from '@wenxian/domain';
import type { ActivityCoupon } from '@wenxian/api';
import { Button, TextLink } from '@wenxian/ui';
import { settle } from '../../app/settle';
import {
  activityApi,
  useGetActivityConfigQuery,
  useReceiveActivityCouponMutation,
} from '../../features/products/activityApi';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { siteApi } from '../../features/shared/siteApi';
import { definePage, pageFailure } from '../../app/routeModule';
import { QueryView } from '../shared/ContentFrame';
import { activityKeyOfPath, useActivityPhase } from '../../features/products/activityPhase';
import { Inner } from '../shared/ContentFrame';
import { LoginPrompt } from '../shared/ServicePage';

const L = productLabels.activity;
const R = productLabels.readingMonth;

const Hero = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.color.brandSoft},
    ${({ theme }) => theme.color.surfaceAlt}
  );
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
  }
`;
const Badge = styled.strong<{ $live: boolean }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $live, theme }) => ($live ? theme.color.brand : theme.color.textMuted)};
  color: #fff;
`;
const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.lg};
    border: 1px dashed ${({ theme }) => theme.color.brand};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

/**
 * A coupon of the activity: 立即领取 only while the activity runs; a claimed one says 已领取; outside the window a
 * coupon not claimed offers nothing, it names the phase (an ended activity no longer gives coupons).
 */
function CouponCard({
  activityId,
  coupon,
  phase,
  loggedIn,
}: {
  activityId: string;
  coupon: ActivityCoupon;
  phase: 'before' | 'during' | 'after';
  loggedIn: boolean;
}) {
  const [receive, state] = useReceiveActivityCouponMutation();
  const [message, setMessage] = useState('');
  const claim = async () => {
    const result = await receive({ activityId, couponId: coupon.id });
    setMessage('error' in result ? ((result.error as { message?: string }).message ?? '') : L.claimSuccess);
  };
  return (
    <li>
      <h3>{coupon.name}</h3>
      <p>{L.couponValue(coupon.amount, coupon.threshold)}</p>
      {!loggedIn ? null : coupon.received || phase === 'during' ? (
        <Button variant="primary" disabled={coupon.received} isBusy={state.isLoading} onClick={() => void claim()}>
          {coupon.received ? L.claimed : L.claimCoupon}
        </Button>
      ) : (
        <p>{L.phase[phase]}</p>
      )}
      {message ? <p role="status">{message}</p> : null}
    </li>
  );
}

/** /activity/{key}: the activity's window and phase by server time, its coupons (claimable once), offers and rules. */
export function ActivityPage() {
  const key = activityKeyOfPath(useLocation().pathname);
  const config = useGetActivityConfigQuery(key);
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const { phase, countdown } = useActivityPhase(config.data);
  return (
    <Inner>
      <QueryView query={config}>
        {(c) => (
          <>
            <Hero>
              <h1>{c.title}</h1>
              {c.subtitle ? <p>{c.subtitle}</p> : null}
              <p>
                {L.window(
                  formatBeijing(Date.parse(c.start), 'YYYY-MM-DD HH:mm'),
                  formatBeijing(Date.parse(c.end) - 1000, 'YYYY-MM-DD HH:mm:ss'),
                )}
              </p>
              <p>
                <Badge $live={phase === 'during'}>{L.phase[phase]}</Badge> {countdown ? <span>{countdown}</span> : null}
              </p>
              {phase === 'before' ? <p>{L.notStarted}</p> : phase === 'after' ? <p>{L.ended}</p> : null}
            </Hero>
            {key === 'readingmonth' && phase === 'during' ? (
              <nav aria-label={R.title}>
                <TextLink href={href('/activity/readingmonth/answerpage')}>{R.startQuiz}</TextLink> ·{' '}
                <TextLink href={href('/activity/readingmonth/points')}>{R.myPoints}</TextLink> ·{' '}
                <TextLink href={href('/activity/readingmonth/invitefriends')}>{R.inviteTitle}</TextLink>
              </nav>
            ) : null}
            {(c.coupons ?? []).length > 0 ? (
              <section aria-labelledby="activity-coupons">
                <h2 id="activity-coupons">{L.offers}</h2>
                {!user && !isLoading ? <LoginPrompt text={L.loginToJoin} /> : null}
                <Cards>
                  {(c.coupons ?? []).map((coupon) => (
                    <CouponCard
                      key={coupon.id}
                      activityId={key}
                      coupon={coupon}
                      loggedIn={Boolean(user)}
                      phase={phase}
                    />
                  ))}
                </Cards>
              </section>
            ) : null}
            {(c.offers ?? []).length > 0 ? (
              <Cards aria-label={L.goMember}>
                {(c.offers ?? []).map((offer) => (
                  <li key={offer.name}>
                    <h3>{offer.name}</h3>
                    <p>
                      <strong>¥{offer.price}</strong> <del>¥{offer.originalPrice}</del>
                    </p>
                    {phase === 'during' ? <TextLink href={offer.link}>{L.goMember}</TextLink> : null}
                  </li>
                ))}
              </Cards>
            ) : null}
            <section aria-labelledby="activity-rules">
              <h2 id="activity-rules">{L.rules}</h2>
              <ol>
                {c.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ol>
            </section>
          </>
        )}
      </QueryView>
    </Inner>
  );
}

export const page = definePage({
  Component: ActivityPage,
  loader: async ({ store, url }) => {
    const key = activityKeyOfPath(url.pathname);
    if (!isActivityKey(key)) throw pageFailure({ code: notFoundCode });
    const [{ data: config }] = await Promise.all([
      settle(store.dispatch(activityApi.endpoints.getActivityConfig.initiate(key))),
      settle(store.dispatch(siteApi.endpoints.getServerTime.initiate())),
    ]);
    return { title: config?.title ?? L.rules, description: config?.subtitle ?? '' };
  },
  head: ({ data: d }) => ({ title: d.title, description: d.description }),
});
