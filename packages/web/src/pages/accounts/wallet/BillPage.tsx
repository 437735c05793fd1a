import type { Bill } from '@wenxian/api';
import { accountLabels, displayMinute } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { centreApi, useGetBillsQuery } from '../../../features/accounts/centreApi';
import { Muted, Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';

const P = accountLabels.pages.bill;

/** One bill: what, when, how much (signed, in yuan). */
export function BillRow({ bill }: { bill: Bill }) {
  return (
    <>
      <span>
        {P.kinds[bill.kind]} · {bill.description}
      </span>
      <Muted>{displayMinute(bill.time)}</Muted>
      <strong>{bill.amount > 0 ? `+${bill.amount}` : bill.amount}</strong>
    </>
  );
}

/** /personalcenter/bill: the wallet's bills (recharges, payments, migration), newest first. */
export function BillPage() {
  return (
    <Panel>
      <h1>{P.title}</h1>
      <PagedQueryList
        title={P.title}
        isTitleHidden
        useQuery={useGetBillsQuery}
        itemKey={(b: Bill) => b.id}
        renderItem={(b: Bill) => <BillRow bill={b} />}
      />
    </Panel>
  );
}

export const page = definePage({
  Component: BillPage,
  loader: loadCentreList(centreApi.endpoints.getBills, ({ pageNum, pageSize }) => ({ pageNum, pageSize })),
  head: () => ({ title: P.title, noindex: true }),
});
