import { useLocation, useParams } from 'react-router-dom';
import { href } from 'react-router';
import type { Order } from '@wenxian/api';
import { Button, SiteLink, ListLoader } from '@wenxian/ui';
import { accountLabels, displayMinute, payPageUrl } from '@wenxian/domain';
import { definePage, type PageLoaderArgs } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import {
  centreApi,
  useCancelOrderMutation,
  useGetOrderQuery,
  useGetOrdersQuery,
  useRemoveOrderMutation,
} from '../../../features/accounts/centreApi';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../features/shared/toastSlice';
import { Actions, Cards, Muted, Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';

const P = accountLabels.pages.orders;
const A = accountLabels.actions;
/** Order states of the simulation's catalogue (0 待支付, 1 已支付, 2 已取消; docs/decisions/simulation.md). */
const UNPAID = 0;

/**
 * An order's actions: an unpaid one can be paid or cancelled; any can be removed. 去支付 opens the order's pay
 * page, as the download flow does (doc 000 §4.2): the payer sees the amount, the balance, the coupons and the
 * methods there and confirms, never pays with one click from the list (docs/decisions/accounts.md).
 */
function OrderActions({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const [cancel] = useCancelOrderMutation();
  const [remove] = useRemoveOrderMutation();
  const say = (text: string) => dispatch(toastShown('success', text));
  return (
    <Actions>
      <SiteLink href={href('/personalcenter/orders/:id?', { id: order.id })}>{A.detail}</SiteLink>
      {order.state === UNPAID && (
        <>
          <SiteLink href={payPageUrl(order.id, pathname + search)}>{A.payAgain}</SiteLink>
          <Button onClick={async () => 'data' in (await cancel({ orderId: order.id })) && say(A.cancelled)}>
            {A.cancel}
          </Button>
        </>
      )}
      <Button variant="text" onClick={async () => 'data' in (await remove({ orderId: order.id })) && say(A.removed)}>
        {A.remove}
      </Button>
    </Actions>
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const order = useGetOrderQuery({ orderId });
  if (order.isError) return <ApiErrorView error={order.error} />;
  if (!order.data) return <ListLoader state="loading" />;
  const o = order.data;
  return (
    <Cards>
      <article aria-label={P.detail}>
        <h2>{o.name}</h2>
        <p>{o.id}</p>
        <p>{P.amount(o.amount)}</p>
        <p>
          {P.state}：{o.stateName}
        </p>
        <p>
          {P.createdAt}：{displayMinute(o.createdAt)}
        </p>
        {o.paidAt && (
          <p>
            {P.paidAt}：{displayMinute(o.paidAt)}
          </p>
        )}
        <OrderActions order={o} />
        <SiteLink href={href('/personalcenter/orders/:id?')}>{A.back}</SiteLink>
      </article>
    </Cards>
  );
}

/** /personalcenter/orders/:id?: the order list (cancel, remove, pay again) or one order's detail. */
export function OrdersPage() {
  const { id } = useParams();
  return (
    <Panel>
      <h1>{id ? P.detail : P.title}</h1>
      {id ? (
        <OrderDetail orderId={id} />
      ) : (
        <PagedQueryList
          title={P.title}
          isTitleHidden
          useQuery={useGetOrdersQuery}
          itemKey={(o: Order) => o.id}
          renderItem={(o: Order) => (
            <>
              <span>
                {o.name} <Muted>{o.id}</Muted>
              </span>
              <span>{P.amount(o.amount)}</span>
              <Muted>
                {o.stateName} · {displayMinute(o.createdAt)}
              </Muted>
              <OrderActions order={o} />
            </>
          )}
        />
      )}
    </Panel>
  );
}

const loadOrders = loadCentreList(centreApi.endpoints.getOrders, ({ pageNum, pageSize }) => ({ pageNum, pageSize }));

export const page = definePage({
  Component: OrdersPage,
  loader: async (args: PageLoaderArgs) => {
    if (!args.params.id) return loadOrders(args);
    await settle(args.store.dispatch(centreApi.endpoints.getOrder.initiate({ orderId: args.params.id })));
    return null;
  },
  head: ({ params }) => ({ title: params.id ? P.detail : P.title, noindex: true }),
});
