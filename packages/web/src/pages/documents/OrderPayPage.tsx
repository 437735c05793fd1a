import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { href } from 'react-router';
import type { Order } from '@wenxian/api';
import {
  amountDue,
  couponDiscount,
  documentLabels,
  formatBeijing,
  notFoundCode,
  payPagePath,
  usableCoupons,
} from '@wenxian/domain';
import { Button, ListLoader, SiteLink } from '@wenxian/ui';
import { settle } from '../../app/settle';
import { useSiteOrigin } from '../../app/siteVisit';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import {
  payApi,
  useGetPayOrderQuery,
  useGetPayOrderStateQuery,
  usePayOrderMutation,
} from '../../features/documents/payApi';
import { announceOrderPaid, payReturnPath } from '../../features/documents/payReturn';
import { productsApi, useGetMyCouponsQuery, useGetMyWalletQuery } from '../../features/products/productsApi';
import { loadCurrentUser } from '../../features/shared/loadCurrentUser';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { definePage, pageFailure } from '../../app/routeModule';
import { CouponChoice, Due, Methods, Muted, OrderFields, Panel, PayFrame, Row } from './payPanel.styles';

const L = documentLabels.pay;
/** How often the page asks for the order's state while an Alipay payment is open. */
export const ALIPAY_POLL_MS = 2000;
/** Order states of the order view (not in the spec; the simulation's): 0 unpaid, 1 paid, 2 cancelled. */
const UNPAID = 0;
const PAID = 1;
const CANCELLED = 2;

function OrderSummary({ order }: { order: Order }) {
  return (
    <Panel aria-labelledby="pay-order">
      <h2 id="pay-order">{L.order}</h2>
      <OrderFields>
        <dt>{L.goods}</dt>
        <dd>{order.name}</dd>
        <dt>{L.orderNo}</dt>
        <dd>{order.id}</dd>
        <dt>{L.createdAt}</dt>
        <dd>{formatBeijing(Date.parse(order.createdAt), 'YYYY-MM-DD HH:mm')}</dd>
        <dt>{L.amount}</dt>
        <dd>{L.yuan(order.amount)}</dd>
        <dt>{L.state}</dt>
        <dd>{order.stateName}</dd>
      </OrderFields>
    </Panel>
  );
}

function BackLinks({ back }: { back: string | null }) {
  return (
    <Row>
      {back ? (
        <SiteLink href={back} rel="opener">
          {L.back}
        </SiteLink>
      ) : null}
      <Button onClick={() => window.close()}>{L.close}</Button>
      <SiteLink href={href('/personalcenter/orders/:id?')}>{L.orders}</SiteLink>
    </Row>
  );
}

/** Coupon, method and the pay button for an unpaid order; `onPaid` once the server says it is paid. */
function PayForm({ order, onPaid }: { order: Order; onPaid: () => void }) {
  const { data: user } = useGetCurrentUserQuery();
  const memberId = user?.memberId;
  const wallet = useGetMyWalletQuery(memberId ?? skipToken);
  const coupons = useGetMyCouponsQuery(memberId ?? skipToken);
  const [now] = useState(() => Date.now());
  const [couponId, setCouponId] = useState('');
  const [method, setMethod] = useState<'balance' | 'alipay'>('balance');
  const [isWaitingAlipay, setWaitingAlipay] = useState(false);
  const [pay, paying] = usePayOrderMutation();
  const state = useGetPayOrderStateQuery(isWaitingAlipay ? order.id : skipToken, {
    pollingInterval: isWaitingAlipay ? ALIPAY_POLL_MS : 0,
  });
  useEffect(() => {
    if (isWaitingAlipay && state.data?.paid) onPaid();
  }, [isWaitingAlipay, state.data?.paid, onPaid]);

  const usable = usableCoupons(
    (coupons.data?.list ?? []).map((c) => ({ ...c, used: Boolean(c.used) })),
    order,
    now,
  );
  const chosen = usable.find((c) => c.id === couponId);
  const due = amountDue(order.amount, chosen ? couponDiscount(chosen, order, now) : 0);
  const balance = wallet.data?.balance;
  const isBalanceShort = balance !== undefined && balance < due;
  const chosenMethod = due === 0 ? 'zero' : isBalanceShort && method === 'balance' ? 'alipay' : method;

  const submit = async () => {
    const result = await pay({ orderId: order.id, ...(chosen ? { couponId: chosen.id } : {}), method: chosenMethod });
    if (!('data' in result) || !result.data) return; // the call layer has shown why
    if (result.data.paid) return onPaid();
    const payUrl = result.data.payUrl;
    // The cashier opens beside this page; an address back to the pay page itself (the simulation's cashier pays
    // at once) opens nothing. Either way the order's state is polled until it reads paid.
    if (payUrl && new URL(payUrl, window.location.href).pathname !== payPagePath)
      window.open(payUrl, '_blank', 'noopener');
    setWaitingAlipay(true);
  };

  return (
    <Panel aria-labelledby="pay-pay">
      <h2 id="pay-pay">{L.methods}</h2>
      <CouponChoice>
        {L.coupon}
        <select value={couponId} onChange={(e) => setCouponId(e.target.value)} disabled={usable.length === 0}>
          <option value="">{usable.length === 0 ? L.noUsableCoupon : L.noCoupon}</option>
          {usable.map((c) => (
            <option key={c.id} value={c.id}>
              {L.couponOption(c.name, Math.min(c.amount, order.amount))}
            </option>
          ))}
        </select>
      </CouponChoice>
      {due > 0 ? (
        <Methods>
          <legend>{L.methods}</legend>
          <label>
            <input
              type="radio"
              name="pay-method"
              value="balance"
              checked={chosenMethod === 'balance'}
              disabled={isBalanceShort}
              onChange={() => setMethod('balance')}
            />
            {L.methodBalance}
            {balance !== undefined ? <Muted>（{L.balance(balance)}）</Muted> : null}
            {isBalanceShort ? <Muted>{L.balanceTooLow}</Muted> : null}
          </label>
          <label>
            <input
              type="radio"
              name="pay-method"
              value="alipay"
              checked={chosenMethod === 'alipay'}
              onChange={() => setMethod('alipay')}
            />
            {L.methodAlipay}
          </label>
          {isBalanceShort ? (
            <SiteLink href={href('/pay/newrecharge')} target="_blank">
              {L.recharge}
            </SiteLink>
          ) : null}
        </Methods>
      ) : null}
      <Due>
        <span>{L.due}</span>
        <strong>{L.yuan(due)}</strong>
        <Button variant="primary" isBusy={paying.isLoading || isWaitingAlipay} onClick={() => void submit()}>
          {paying.isLoading ? L.paying : due === 0 ? L.payZero : L.payNow}
        </Button>
      </Due>
      {isWaitingAlipay ? <p role="status">{L.waitingAlipay}</p> : null}
    </Panel>
  );
}

/**
 * /pay/newindex?vip-om={orderId}&ref={path}: the window the download flow opens for a purchase (doc 000 §4.2
 * step 5). Order summary, coupon, balance / zero / Alipay payment (Alipay polls the order's state); once paid
 * it writes the `orderStatus{id}` key the opener listens for, so the opener refreshes its user and quotas.
 */
export function OrderPayPage() {
  const [params] = useSearchParams();
  const orderId = params.get('vip-om') ?? '';
  const origin = useSiteOrigin();
  const back = payReturnPath(params.get('ref'), origin);
  const order = useGetPayOrderQuery(orderId || skipToken);
  const [isPaidHere, setPaidHere] = useState(false);
  const announced = useRef(false);
  const sawUnpaid = useRef(false);
  const onPaid = useCallback(() => {
    if (!announced.current) {
      announced.current = true;
      announceOrderPaid(window.localStorage, orderId, new Date().toISOString());
    }
    setPaidHere(true);
  }, [orderId]);
  // Paying refreshes the order too: an order seen unpaid in this window that now reads paid was paid here.
  // A layout effect: the notice is written before the paid view is painted.
  const state = order.data?.state;
  useLayoutEffect(() => {
    if (state === UNPAID) sawUnpaid.current = true;
    else if (state === PAID && sawUnpaid.current) onPaid();
  }, [state, onPaid]);

  if (!orderId) return <ApiErrorView error={{ code: notFoundCode }} />;
  if (order.error) return <ApiErrorView error={order.error} />;
  return (
    <PayFrame>
      <h1>{L.title}</h1>
      {order.data ? (
        <>
          <OrderSummary order={order.data} />
          {isPaidHere || order.data.state === PAID ? (
            <Panel aria-labelledby="pay-done" role="status">
              <h2 id="pay-done">{L.paid}</h2>
              {isPaidHere ? <p>{L.paidHint}</p> : null}
              <BackLinks back={back} />
            </Panel>
          ) : order.data.state === CANCELLED ? (
            <Panel aria-labelledby="pay-cancelled">
              <h2 id="pay-cancelled">{L.cancelled}</h2>
              <BackLinks back={back} />
            </Panel>
          ) : (
            <PayForm order={order.data} onPaid={onPaid} />
          )}
        </>
      ) : (
        <ListLoader state="loading" />
      )}
    </PayFrame>
  );
}

export const page = definePage({
  Component: OrderPayPage,
  loader: async ({ store, url }) => {
    const orderId = url.searchParams.get('vip-om');
    if (!orderId) throw pageFailure({ code: notFoundCode });
    const [user, order] = await Promise.all([
      loadCurrentUser(store),
      settle(store.dispatch(payApi.endpoints.getPayOrder.initiate(orderId))),
    ]);
    if (order.error) throw pageFailure(order.error);
    if (user?.memberId)
      await Promise.all([
        settle(store.dispatch(productsApi.endpoints.getMyWallet.initiate(user.memberId))),
        settle(store.dispatch(productsApi.endpoints.getMyCoupons.initiate(user.memberId))),
      ]);
  },
  head: () => ({ title: L.title, noindex: true }),
});
