import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { VipPackage } from '@wenxian/api';
import { Button, SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { definePage } from '../../routes/defineRoute';
import { settle } from '../../app/prefetch';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import {
  centreApi,
  useCreateOrderMutation,
  useGetVipPackagesQuery,
  usePayOrderMutation,
} from '../../features/accounts/centreApi';
import { useGetCurrentUserQuery } from '../../features/session/sessionApi';
import { Actions, Cards, Muted, Panel } from './parts/accounts.styles';
import { useLoginHref } from './parts/useLoginHref';
import { ListLoader } from '@wenxian/ui';

const P = accountLabels.pages.member;
const A = accountLabels.actions;

/** Which packages a visit shows: personal ones, plus team ones with `toback=1&tab=Third` (doc 001 §4). */
export function packageKindOf(params: URLSearchParams): 'personal' | undefined {
  return params.get('toback') === '1' && params.get('tab') === 'Third' ? undefined : 'personal';
}

/**
 * /member: the VIP packages (/vipPlanPackages/getVipPackages). Buying creates the order and pays it from the
 * wallet; a team package makes the buyer a team member. `tab=WPS` titles the page as the partner membership.
 */
export function MemberPage() {
  const [params] = useSearchParams();
  const kind = packageKindOf(params);
  const packages = useGetVipPackagesQuery({ kind });
  const { data: user } = useGetCurrentUserQuery();
  const loginHref = useLoginHref();
  const [createOrder] = useCreateOrderMutation();
  const [payOrder] = usePayOrderMutation();
  const [buying, setBuying] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ id: string; text: string } | null>(null);

  const buy = async (pack: VipPackage) => {
    setBuying(pack.id);
    setOutcome(null);
    try {
      const order = await createOrder({ name: pack.name, commodityId: pack.commodityId, busCode: 'VIP' });
      if (!('data' in order) || !order.data) return;
      const paid = await payOrder({ orderId: order.data.id, method: 'balance' });
      if ('data' in paid) setOutcome({ id: pack.id, text: A.bought });
    } finally {
      setBuying(null);
    }
  };

  if (packages.isError) return <ApiErrorView error={packages.error} />;
  const heading = params.get('tab') === 'WPS' ? P.partner : P.heading;
  return (
    <Panel>
      <h1>{heading}</h1>
      {user && <Muted>{accountLabels.pages.pay.balance(user.balance)}</Muted>}
      {packages.isLoading ? (
        <ListLoader state="loading" />
      ) : (
        <Cards>
          {(packages.data ?? []).map((pack) => (
            <article key={pack.id} aria-labelledby={`pack-${pack.id}`}>
              <h2 id={`pack-${pack.id}`}>{pack.name}</h2>
              <Muted>{pack.kind === 'team' ? P.team : P.personal}</Muted>
              <p>
                <strong>{P.price(pack.price)}</strong>{' '}
                {pack.originalPrice ? <s>{P.price(pack.originalPrice)}</s> : null}
              </p>
              <p>
                {P.months(pack.months)} · {P.perMonth(pack.downloadQuota)}
              </p>
              <Actions>
                {user ? (
                  <Button variant="primary" disabled={buying !== null} onClick={() => void buy(pack)}>
                    {P.payWithBalance}
                  </Button>
                ) : (
                  <SiteLink href={loginHref}>{A.buy}</SiteLink>
                )}
                {user && user.balance < pack.price && <SiteLink href="/pay/recharge">{P.balanceLow}</SiteLink>}
              </Actions>
              {outcome?.id === pack.id && (
                <p role="status">
                  {outcome.text}{' '}
                  <SiteLink href="/personalcenter/membercenter">{accountLabels.pages.membercenter.title}</SiteLink>
                </p>
              )}
            </article>
          ))}
        </Cards>
      )}
    </Panel>
  );
}

export const page = definePage({
  Component: MemberPage,
  loader: async ({ store, url }) => {
    await settle(
      store.dispatch(centreApi.endpoints.getVipPackages.initiate({ kind: packageKindOf(url.searchParams) })),
    );
  },
  head: () => ({ title: P.title }),
});
