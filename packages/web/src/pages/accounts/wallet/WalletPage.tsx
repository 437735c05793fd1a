import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import { loadCurrentUser } from '../../../features/shared/loadCurrentUser';
import { useGetCurrentUserQuery } from '../../../features/shared/sessionApi';
import { centreApi, useGetCouponsQuery } from '../../../features/accounts/centreApi';
import { Cards, Panel } from '../centrePanel/centrePanel.styles';
import { useLoginHref } from '../../../features/session/useLoginHref';

const P = accountLabels.pages;
const COUPON_PAGE = { pageNum: 1, pageSize: 50 };

/** /pay: the wallet at a glance (balance, usable coupons) and the ways to spend or top it up. */
export function WalletPage() {
  const { data: user } = useGetCurrentUserQuery();
  const loginHref = useLoginHref();
  const coupons = useGetCouponsQuery({ memberId: user?.memberId ?? '', ...COUPON_PAGE }, { skip: !user });
  return (
    <Panel>
      <h1>{P.pay.heading}</h1>
      <Cards>
        <section aria-labelledby="pay-wallet">
          <h2 id="pay-wallet">{P.pay.wallet}</h2>
          {user ? (
            <>
              <p>{P.pay.balance(user.balance)}</p>
              <p>{P.pay.coupons((coupons.data?.list ?? []).filter((c) => !c.used).length)}</p>
              <SiteLink href={href('/pay/recharge')}>{accountLabels.actions.recharge}</SiteLink>
            </>
          ) : (
            <SiteLink href={loginHref}>{accountLabels.actions.login}</SiteLink>
          )}
        </section>
        <section aria-labelledby="pay-member">
          <h2 id="pay-member">{P.member.packagesHeading}</h2>
          <SiteLink href={href('/member')}>{P.member.title}</SiteLink>
        </section>
        <section aria-labelledby="pay-coin">
          <h2 id="pay-coin">{P.vipcoin.heading}</h2>
          <SiteLink href={href('/vipcoin')}>{P.vipcoin.title}</SiteLink>
        </section>
      </Cards>
    </Panel>
  );
}

export const page = definePage({
  Component: WalletPage,
  loader: async ({ store }) => {
    const user = await loadCurrentUser(store);
    if (user)
      await settle(
        store.dispatch(centreApi.endpoints.getCoupons.initiate({ memberId: user.memberId, ...COUPON_PAGE })),
      );
    return null;
  },
  head: () => ({ title: P.pay.title }),
});
