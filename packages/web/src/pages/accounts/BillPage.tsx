import type { Bill } from '@wenxian/api';
import { accountLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { centreApi, useGetBillsQuery } from '../../features/accounts/centreApi';
import { Muted, Panel } from './parts/accounts.styles';
import { QueryList } from './parts/QueryList';
import { loadList } from './parts/loadList';
import { minuteOf } from './parts/time';

const P = accountLabels.pages.bill;

/** One bill: what, when, how much (signed, in yuan). */
export function BillRow({ bill }: { bill: Bill }) {
  return (
    <>
      <span>
        {P.kinds[bill.kind]} · {bill.description}
      </span>
      <Muted>{minuteOf(bill.time)}</Muted>
      <strong>{bill.amount > 0 ? `+${bill.amount}` : bill.amount}</strong>
    </>
  );
}

/** /personalcenter/bill: the wallet's bills (recharges, payments, migration), newest first. */
export function BillPage() {
  return (
    <Panel>
      <h1>{P.title}</h1>
      <QueryList
        title={P.title}
        useQuery={useGetBillsQuery}
        itemKey={(b: Bill) => b.id}
        renderItem={(b: Bill) => <BillRow bill={b} />}
      />
    </Panel>
  );
}

export const page = definePage({
  Component: BillPage,
  loader: loadList(centreApi.endpoints.getBills, ({ pageNum, pageSize }) => ({ pageNum, pageSize })),
  head: () => ({ title: P.title, noindex: true }),
});
