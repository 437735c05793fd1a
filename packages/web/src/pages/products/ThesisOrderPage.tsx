import { useState } from 'react';
import { redirect, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { href } from 'react-router';
import {
  amountDue,
  checkOrderStates,
  couponDiscount,
  orderBusCodes,
  productLabels,
  usableCoupons,
} from '@wenxian/domain';
import { Button, OrderProgress, TextLink } from '@wenxian/ui';
import { saveFile } from '../../features/shared/saveFile';
import { settle } from '../../app/settle';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import {
  productsApi,
  useDownloadCheckReportMutation,
  useGetCheckOrdersQuery,
  useGetCheckOrderStatusQuery,
  useGetMyCouponsQuery,
  useGetMyWalletQuery,
  usePayCheckOrderMutation,
  type PayMethod,
} from '../../features/products/productsApi';
import { definePage } from '../../app/routeModule';
import { QueryView } from '../shared/ContentFrame';
import { Inner } from '../shared/ContentFrame';
import { PageTitle } from '../shared/ServicePage';
import { Table } from '../shared/OrderTable';

const L = productLabels.thesis;
const S = checkOrderStates;
const steps = [S.unpaid.stateName, S.queued.stateName, S.checking.stateName, S.done.stateName];
/** How often the page asks for the state while the paper is queued or being checked. */
const POLL_MS = 2000;

/** /product/thesisdetection/version1/order?id=: pay the order (wallet, coupon, Alipay), follow its states, download the report. */
export function ThesisOrderPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: user } = useGetCurrentUserQuery();
  const orders = useGetCheckOrdersQuery();
  const order = orders.data?.list.find((o) => o.id === id);
  const [lastState, setLastState] = useState<number>(S.unpaid.state);
  // Polls only while the paper waits or is being checked; paying invalidates the order and starts it.
  const isRunning = lastState === S.queued.state || lastState === S.checking.state;
  const status = useGetCheckOrderStatusQuery(id || skipToken, { pollingInterval: isRunning ? POLL_MS : 0 });
  const state = status.data?.state ?? order?.state ?? S.unpaid.state;
  if (state !== lastState) setLastState(state);
  const coupons = useGetMyCouponsQuery(user?.memberId ?? skipToken);
  const wallet = useGetMyWalletQuery(user?.memberId ?? skipToken);
  const [couponId, setCouponId] = useState('');
  const [now] = useState(() => Date.now());
  const [pay, paying] = usePayCheckOrderMutation();
  const [download, downloading] = useDownloadCheckReportMutation();

  return (
    <Inner>
      <PageTitle>{L.orderTitle}</PageTitle>
      <QueryView query={orders}>
        {() => {
          if (!order) return <p>{L.noOrders}</p>;
          const usable = usableCoupons(
            (coupons.data?.list ?? []).map((c) => ({ ...c, used: Boolean(c.used) })),
            { busCode: orderBusCodes.check, amount: order.price },
            now,
          );
          const chosen = usable.find((c) => c.id === couponId);
          const due = amountDue(
            order.price,
            chosen ? couponDiscount(chosen, { busCode: orderBusCodes.check, amount: order.price }, now) : 0,
          );
          const payWith = async (method: PayMethod) => {
            const result = await pay({ orderId: order.id, ...(chosen ? { couponId: chosen.id } : {}), method });
            if ('data' in result && result.data?.payUrl) window.open(result.data.payUrl, '_blank', 'noopener');
          };
          return (
            <>
              <Table>
                <tbody>
                  <tr>
                    <th scope="row">{L.orderNo}</th>
                    <td>{order.id}</td>
                  </tr>
                  <tr>
                    <th scope="row">{L.paperTitle}</th>
                    <td>{order.title}</td>
                  </tr>
                  <tr>
                    <th scope="row">{L.paperAuthor}</th>
                    <td>{order.author}</td>
                  </tr>
                  <tr>
                    <th scope="row">{L.chooseVersion}</th>
                    <td>{order.versionName}</td>
                  </tr>
                  <tr>
                    <th scope="row">{L.chars(order.chars)}</th>
                    <td>
                      {L.price}：{L.yuan(order.price)}
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">{L.state}</th>
                    <td>
                      <span role="status">
                        {status.data?.stateName ?? order.stateName}
                        {status.data?.similarity !== undefined ? `，${L.similarity} ${status.data.similarity}%` : ''}
                      </span>
                    </td>
                  </tr>
                </tbody>
              </Table>
              <h2>{L.progress}</h2>
              <OrderProgress
                label={L.progress}
                steps={steps}
                current={Math.min(state, 3)}
                progress={status.data?.progress}
              />
              {state === S.unpaid.state ? (
                <section aria-labelledby="thesis-pay">
                  <h2 id="thesis-pay">{L.pay}</h2>
                  <label>
                    {L.chooseCoupon}{' '}
                    <select value={couponId} onChange={(e) => setCouponId(e.target.value)}>
                      <option value="">{L.noCoupon}</option>
                      {usable.map((c) => (
                        <option key={c.id} value={c.id}>
                          {L.couponOption(c.name, Math.min(c.amount, order.price))}
                        </option>
                      ))}
                    </select>
                  </label>
                  <p>
                    {L.due}：<strong>{L.yuan(due)}</strong>{' '}
                    {wallet.data ? `（${L.balance(wallet.data.balance)}）` : null}
                  </p>
                  {due === 0 ? (
                    <Button variant="primary" isBusy={paying.isLoading} onClick={() => void payWith('zero')}>
                      {L.payZero}
                    </Button>
                  ) : (
                    <>
                      <Button variant="primary" isBusy={paying.isLoading} onClick={() => void payWith('balance')}>
                        {L.payBalance}
                      </Button>{' '}
                      <Button isBusy={paying.isLoading} onClick={() => void payWith('alipay')}>
                        {L.payAlipay}
                      </Button>
                    </>
                  )}
                </section>
              ) : null}
              {state === S.done.state ? (
                <p>
                  {L.reportReady}{' '}
                  <Button
                    variant="primary"
                    isBusy={downloading.isLoading}
                    onClick={async () => {
                      const result = await download(order.id);
                      if ('data' in result && result.data)
                        saveFile(result.data.blob, result.data.fileName ?? `检测报告-${order.id}.html`);
                    }}
                  >
                    {L.downloadReport}
                  </Button>
                </p>
              ) : null}
              <p>
                <TextLink href={href('/product/thesisdetection/order')}>{L.myOrders}</TextLink>
              </p>
            </>
          );
        }}
      </QueryView>
    </Inner>
  );
}

export const page = definePage({
  Component: ThesisOrderPage,
  loader: async ({ store, url }) => {
    // Without an order the address means "my check orders": the list, rather than the not-found page.
    const id = url.searchParams.get('id');
    if (!id) throw redirect('/product/thesisdetection/order');
    await settle(store.dispatch(productsApi.endpoints.getCheckOrders.initiate()));
  },
  head: () => ({ title: `${L.orderTitle} - ${L.title}`, noindex: true }),
});
