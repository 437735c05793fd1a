import { href } from 'react-router';
import { TextLink } from '@wenxian/ui';
import { accountLabels, entityLabels, productLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import { loadCurrentUser } from '../../../features/shared/loadCurrentUser';
import { centreApi, useGetCouponsQuery, useGetWalletQuery } from '../../../features/accounts/centreApi';
import { Cards, Panel } from '../centrePanel/centrePanel.styles';
import { MembershipSummary } from '../membership/MembershipSummary';
import { useMember } from '../../../features/session/useMember';

const P = accountLabels.pages.centre;
const COUPON_PAGE = { pageNum: 1, pageSize: 50 };

/**
 * /personalcenter: wallet, coupons and membership at a glance, with the way to each. The ways are TextLinks: a bare
 * anchor takes the text's colour and would read as one more line of the card.
 */
export function PersonalCentrePage() {
  const user = useMember();
  const memberId = user?.memberId ?? '';
  const wallet = useGetWalletQuery({ memberId }, { skip: !user });
  const coupons = useGetCouponsQuery({ memberId, ...COUPON_PAGE }, { skip: !user });
  const usable = (coupons.data?.list ?? []).filter((c) => !c.used).length;
  return (
    <Panel>
      <h1>{P.heading}</h1>
      <Cards>
        <section aria-labelledby="centre-wallet">
          <h2 id="centre-wallet">{P.wallet}</h2>
          <p>{accountLabels.pages.pay.balance(wallet.data?.balance ?? user?.balance ?? 0)}</p>
          <TextLink href={href('/pay/recharge')}>{accountLabels.actions.recharge}</TextLink>
        </section>
        <section aria-labelledby="centre-coupons">
          <h2 id="centre-coupons">{P.coupons}</h2>
          <p>{accountLabels.pages.pay.coupons(usable)}</p>
          <TextLink href={href('/personalcenter/coupon')}>{P.coupons}</TextLink>
        </section>
        <section aria-labelledby="centre-membership">
          <h2 id="centre-membership">{P.membership}</h2>
          <MembershipSummary />
          <TextLink href={href('/personalcenter/membercenter')}>{accountLabels.pages.membercenter.title}</TextLink>
          <TextLink href={href('/member')}>{accountLabels.pages.member.title}</TextLink>
        </section>
        <section aria-labelledby="centre-team">
          <h2 id="centre-team">{P.team}</h2>
          <TextLink href={href('/personalcenter/membermanagement')}>
            {accountLabels.pages.membermanagement.title}
          </TextLink>
        </section>
        <section aria-labelledby="centre-citation">
          <h2 id="centre-citation">{productLabels.citationOrder.title}</h2>
          <p>{productLabels.citationOrder.centreHint}</p>
          <TextLink href={href('/personalcenter/citationOrder')}>{productLabels.citationOrder.title}</TextLink>
        </section>
        <section aria-labelledby="centre-author">
          {/* The author area (confirmation, then claiming one's papers) has no other way in from the site. */}
          <h2 id="centre-author">{entityLabels.pages.authorClaim.title}</h2>
          <p>{P.authorHint}</p>
          <TextLink href={href('/author/home')}>{entityLabels.pages.authorClaim.title}</TextLink>
        </section>
        <section aria-labelledby="centre-topics">
          <h2 id="centre-topics">{accountLabels.pages.mySelectTopic.title}</h2>
          <p>{accountLabels.pages.mySelectTopic.hint}</p>
          <TextLink href={href('/personalcenter/mySelectTopic/:id?')}>
            {accountLabels.pages.mySelectTopic.title}
          </TextLink>
        </section>
      </Cards>
    </Panel>
  );
}

export const page = definePage({
  Component: PersonalCentrePage,
  loader: async ({ store }) => {
    const user = await loadCurrentUser(store);
    if (!user) return null;
    await Promise.all([
      settle(store.dispatch(centreApi.endpoints.getWallet.initiate({ memberId: user.memberId }))),
      settle(store.dispatch(centreApi.endpoints.getCoupons.initiate({ memberId: user.memberId, ...COUPON_PAGE }))),
      settle(store.dispatch(centreApi.endpoints.getVipCenter.initiate())),
    ]);
    return null;
  },
  head: () => ({ title: P.title, noindex: true }),
});
