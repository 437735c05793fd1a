import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { loadCurrentUser } from '../../../features/shared/loadCurrentUser';
import { useGetCurrentUserQuery } from '../../../features/shared/sessionApi';
import { Card, Footnote } from '../accountForm/accountForm.styles';
import { rechargeAmounts } from './RechargePage';

const P = accountLabels.pages;

/** /vipcoin: what reading coins are, the user's balance, and the amounts they can be bought in. */
export function VipCoinPage() {
  const { data: user } = useGetCurrentUserQuery();
  return (
    <Card aria-labelledby="vipcoin-heading">
      <h1 id="vipcoin-heading">{P.vipcoin.heading}</h1>
      <p>{P.vipcoin.body}</p>
      {user && <p>{P.pay.balance(user.balance)}</p>}
      <p>
        {P.recharge.amounts}：{rechargeAmounts.join(' / ')}
      </p>
      <Footnote>
        <SiteLink href={href('/pay/recharge')}>{accountLabels.actions.recharge}</SiteLink>
      </Footnote>
    </Card>
  );
}

export const page = definePage({
  Component: VipCoinPage,
  loader: ({ store }) => loadCurrentUser(store),
  head: () => ({ title: P.vipcoin.title }),
});
