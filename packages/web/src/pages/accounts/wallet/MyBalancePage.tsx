import { href } from 'react-router';
import type { Bill } from '@wenxian/api';
import { SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { definePage, type PageLoaderArgs } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import { loadCurrentUser } from '../../../features/shared/loadCurrentUser';
import { centreApi, useGetBillsQuery, useGetWalletQuery } from '../../../features/accounts/centreApi';
import { Cards, Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';
import { useMember } from '../../../features/session/useMember';
import { BillRow } from './BillPage';

const P = accountLabels.pages;

/** /personalcenter/mybalance: the wallet balance, the way to top up, and the bills that made it. */
export function MyBalancePage() {
  const user = useMember();
  const wallet = useGetWalletQuery({ memberId: user?.memberId ?? '' }, { skip: !user });
  return (
    <Panel>
      <h1>{P.mybalance.title}</h1>
      <Cards>
        <section aria-labelledby="balance-wallet">
          <h2 id="balance-wallet">{P.pay.wallet}</h2>
          <p>{P.pay.balance(wallet.data?.balance ?? user?.balance ?? 0)}</p>
          <SiteLink href={href('/pay/recharge')}>{accountLabels.actions.recharge}</SiteLink>
        </section>
      </Cards>
      <PagedQueryList
        title={P.bill.title}
        useQuery={useGetBillsQuery}
        itemKey={(b: Bill) => b.id}
        renderItem={(b: Bill) => <BillRow bill={b} />}
      />
    </Panel>
  );
}

const loadBills = loadCentreList(centreApi.endpoints.getBills, ({ pageNum, pageSize }) => ({ pageNum, pageSize }));

export const page = definePage({
  Component: MyBalancePage,
  loader: async (args: PageLoaderArgs) => {
    const user = await loadCurrentUser(args.store);
    if (user) await settle(args.store.dispatch(centreApi.endpoints.getWallet.initiate({ memberId: user.memberId })));
    return loadBills(args);
  },
  head: () => ({ title: P.mybalance.title, noindex: true }),
});
