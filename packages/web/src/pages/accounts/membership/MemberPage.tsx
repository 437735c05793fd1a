import { useState } from 'react';
import styled from 'styled-components';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import type { VipPackage } from '@wenxian/api';
import { Button, DeductionConfirmDialog, ListLoader, TextLink } from '@wenxian/ui';
import { accountLabels, orderBusCodes, payPageUrl } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import {
  centreApi,
  useCreateOrderMutation,
  useGetVipPackagesQuery,
  usePayOrderMutation,
} from '../../../features/accounts/centreApi';
import { useGetCurrentUserQuery } from '../../../features/shared/sessionApi';
import { Actions, Cards, Muted, Panel } from '../centrePanel/centrePanel.styles';
import { useLoginHref } from '../../../features/session/useLoginHref';

const P = accountLabels.pages.member;
const A = accountLabels.actions;

const Refusal = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * The order of the page's two groups: personal packages first, team ones first when the over-limit dialog's
 * 添加团队会员 sent the visitor (`toback=1&tab=Third`, doc 001 §4). Both groups always show
 * (docs/decisions/accounts.md).
 */
export function packageKindsOf(params: URLSearchParams): readonly VipPackage['kind'][] {
  return params.get('toback') === '1' && params.get('tab') === 'Third' ? ['team', 'personal'] : ['personal', 'team'];
}

/**
 * The page's name, its h1 and its document title alike: 开通会员, as every link to it reads, or WPS会员 for the partner
 * membership (`tab=WPS`, doc 000 §2.1).
 */
const titleOf = (params: URLSearchParams) => (params.get('tab') === 'WPS' ? P.partner : P.title);

/**
 * /member: the VIP packages (/vipPlanPackages/getVipPackages). 余额支付 asks 余额支付确认 (price and balance), then
 * creates the order and pays it from the wallet; 其他方式支付 creates the order and opens its pay page (/pay/newindex:
 * a coupon, 余额支付, 支付宝支付 or 确认支付 when a coupon covers it, doc 001 §4 "Money"), whence 返回原页面 comes back
 * here. A team package makes the buyer a team member. `tab=WPS` titles the page as the partner membership.
 */
export function MemberPage() {
  const [params] = useSearchParams();
  const kinds = packageKindsOf(params);
  const packages = useGetVipPackagesQuery({});
  const { data: user } = useGetCurrentUserQuery();
  const loginHref = useLoginHref();
  const [createOrder] = useCreateOrderMutation();
  const [payOrder] = usePayOrderMutation();
  const [buying, setBuying] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<VipPackage | null>(null);
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<{ id: string; text: string; isRefused?: boolean } | null>(null);
  const { pathname, search } = useLocation();

  /**
   * Creates the package's order and hands its id to `then` (余额支付 pays it from the wallet; 其他方式支付 opens its pay
   * page, with the payment methods and coupons the wallet offers), the package's buttons busy meanwhile.
   */
  const withOrder = async (pack: VipPackage, then: (orderId: string) => void | Promise<void>) => {
    setConfirming(null);
    setBuying(pack.id);
    setOutcome(null);
    try {
      const order = await createOrder({ name: pack.name, commodityId: pack.commodityId, busCode: orderBusCodes.vip });
      if ('data' in order && order.data) await then(order.data.id);
    } finally {
      setBuying(null);
    }
  };
  const payOtherwise = (pack: VipPackage) =>
    withOrder(pack, (orderId) => navigate(payPageUrl(orderId, pathname + search)));
  const buy = (pack: VipPackage) =>
    withOrder(pack, async (orderId) => {
      const paid = await payOrder({ orderId, method: 'balance' });
      // The balance may have changed since the page loaded (another tab, a race): the server's refusal is said here.
      if ('error' in paid && paid.error)
        setOutcome({ id: pack.id, text: paid.error.message ?? P.balanceLow, isRefused: true });
      else if ('data' in paid) setOutcome({ id: pack.id, text: A.bought });
    });

  /** 余额支付 waits for a balance that covers the price; the reason is said next to it. */
  const isShort = (pack: VipPackage) => !!user && user.balance < pack.price;

  if (packages.isError) return <ApiErrorView error={packages.error} />;
  const heading = titleOf(params);
  return (
    <Panel>
      <h1>{heading}</h1>
      {user && <Muted>{accountLabels.pages.pay.balance(user.balance)}</Muted>}
      {packages.isLoading ? (
        <ListLoader state="loading" />
      ) : (
        kinds.map((kind) => (
          <section key={kind} aria-labelledby={`kind-${kind}`}>
            <h2 id={`kind-${kind}`}>{kind === 'team' ? P.team : P.personal}</h2>
            <Cards>
              {(packages.data ?? [])
                .filter((pack) => pack.kind === kind)
                .map((pack) => (
                  <article key={pack.id} aria-labelledby={`pack-${pack.id}`}>
                    <h3 id={`pack-${pack.id}`}>{pack.name}</h3>
                    <p>
                      <strong>{P.price(pack.price)}</strong>{' '}
                      {pack.originalPrice ? <s>{P.price(pack.originalPrice)}</s> : null}
                    </p>
                    <p>
                      {P.months(pack.months)} · {P.perMonth(pack.downloadQuota)}
                    </p>
                    <Actions>
                      {user ? (
                        <Button
                          variant="primary"
                          disabled={buying !== null || isShort(pack)}
                          aria-describedby={isShort(pack) ? `short-${pack.id}` : undefined}
                          onClick={() => {
                            setOutcome(null);
                            setConfirming(pack);
                          }}
                        >
                          {P.payWithBalance}
                        </Button>
                      ) : null}
                      {user ? (
                        <Button
                          disabled={buying !== null}
                          isBusy={buying === pack.id}
                          onClick={() => void payOtherwise(pack)}
                        >
                          {P.payOtherwise}
                        </Button>
                      ) : (
                        <TextLink href={loginHref}>{A.buy}</TextLink>
                      )}
                      {user && isShort(pack) && (
                        <>
                          <Muted id={`short-${pack.id}`}>{P.shortBy(pack.price - user.balance)}</Muted>
                          <TextLink href={href('/pay/recharge')}>{P.balanceLow}</TextLink>
                        </>
                      )}
                    </Actions>
                    {outcome?.id === pack.id &&
                      (outcome.isRefused ? (
                        <Refusal role="alert">
                          {outcome.text} <TextLink href={href('/pay/recharge')}>{P.toRecharge}</TextLink>
                        </Refusal>
                      ) : (
                        <p role="status">
                          {outcome.text}{' '}
                          <TextLink href={href('/personalcenter/membercenter')}>
                            {accountLabels.pages.membercenter.title}
                          </TextLink>
                        </p>
                      ))}
                  </article>
                ))}
            </Cards>
          </section>
        ))
      )}
      {confirming && user && (
        // Money leaves the wallet only after 余额支付确认, as for a download paid from the balance (doc 000 §4.2).
        <DeductionConfirmDialog
          isOpen
          order={{ name: confirming.name, price: confirming.price }}
          balance={user.balance}
          onConfirm={() => void buy(confirming)}
          onOtherPay={() => void payOtherwise(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Panel>
  );
}

export const page = definePage({
  Component: MemberPage,
  loader: async ({ store }) => {
    await settle(store.dispatch(centreApi.endpoints.getVipPackages.initiate({})));
  },
  head: ({ url }) => ({ title: titleOf(url.searchParams) }),
});
