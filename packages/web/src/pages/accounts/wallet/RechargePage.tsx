import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SiteLink, TextField } from '@wenxian/ui';
import {
  accountLabels,
  couponFitsOrder,
  orderBusCodes,
  rechargeSchema,
  type RechargeForm,
  type RechargeValues,
} from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import { loadCurrentUser } from '../../../features/shared/loadCurrentUser';
import { useGetCurrentUserQuery } from '../../../features/shared/sessionApi';
import {
  centreApi,
  useCreateOrderMutation,
  useGetCouponsQuery,
  usePayOrderMutation,
} from '../../../features/accounts/centreApi';
import { Card, Form } from '../accountForm/accountForm.styles';
import { Actions, Muted } from '../centrePanel/centrePanel.styles';
import { AmountChoice, CouponChoice } from './recharge.styles';
import { useLoginHref } from '../../../features/session/useLoginHref';

const P = accountLabels.pages.recharge;
const A = accountLabels.actions;
/** Amounts offered (yuan; one reading coin per yuan; decided here). */
export const rechargeAmounts = [10, 30, 50, 100, 200, 500] as const;
const RECHARGE_COMMODITY = 'CM-RECHARGE';
const COUPON_PAGE = { pageNum: 1, pageSize: 50 };

/**
 * /pay/recharge and /pay/newrecharge: wallet top-up. Pick or type an amount (rechargeSchema while typing),
 * optionally a coupon; the order carries the amount and is paid at the cashier (zero-pay when the coupon
 * covers it). The balance and the bill list change; the coupon is used up.
 */
export function RechargePage() {
  const { data: user, refetch: readUserAgain } = useGetCurrentUserQuery();
  const loginHref = useLoginHref();
  const coupons = useGetCouponsQuery({ memberId: user?.memberId ?? '', ...COUPON_PAGE }, { skip: !user });
  const [createOrder] = useCreateOrderMutation();
  const [payOrder] = usePayOrderMutation();
  const [done, setDone] = useState<number | null>(null);
  const form = useForm<RechargeForm, unknown, RechargeValues>({
    mode: 'onChange',
    resolver: zodResolver(rechargeSchema),
    defaultValues: { amount: '50', couponId: '' },
  });
  const { errors } = form.formState;
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const couponId = useWatch({ control: form.control, name: 'couponId' });
  // The amount as the form's rule reads it: none while the text is not one (no coupon fits it, nothing is due).
  const typed = rechargeSchema.shape.amount.safeParse(amountText);
  const typedAmount = typed.success ? typed.data : null;
  const usable = (coupons.data?.list ?? []).filter(
    (c) => !c.used && typedAmount !== null && c.threshold <= typedAmount && couponFitsOrder(c, orderBusCodes.recharge),
  );
  const coupon = usable.find((c) => c.id === couponId);
  const due = typedAmount === null ? null : Math.max(typedAmount - (coupon?.amount ?? 0), 0);
  // The last top-up's status is about the amount it was for: another amount starts afresh.
  const chooseAmount = (text: string) => {
    setDone(null);
    form.setValue('amount', text, { shouldValidate: true });
  };

  const onSubmit = form.handleSubmit(async ({ amount }) => {
    setDone(null);
    const order = await createOrder({
      name: P.heading,
      commodityId: RECHARGE_COMMODITY,
      busCode: orderBusCodes.recharge,
      amount,
    });
    if (!('data' in order) || !order.data) return;
    const method = coupon && due === 0 ? 'zero' : 'alipay';
    const paid = await payOrder({ orderId: order.data.id, couponId: coupon?.id, method });
    if ('data' in paid) {
      // The status and the balance line change together: the session's balance is read again first.
      await readUserAgain();
      setDone(amount);
      form.setValue('couponId', '');
    }
  });

  return (
    <Card aria-labelledby="recharge-heading">
      <h1 id="recharge-heading">{P.heading}</h1>
      {!user ? (
        <SiteLink href={loginHref}>{A.login}</SiteLink>
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-label={P.heading}>
          <Muted>{accountLabels.pages.pay.balance(user.balance)}</Muted>
          <AmountChoice>
            <legend>{P.amounts}</legend>
            <Actions>
              {rechargeAmounts.map((amount) => (
                <Button
                  key={amount}
                  type="button"
                  aria-pressed={amountText === String(amount)}
                  variant={amountText === String(amount) ? 'primary' : undefined}
                  onClick={() => chooseAmount(String(amount))}
                >
                  {amount}
                </Button>
              ))}
            </Actions>
          </AmountChoice>
          <TextField
            label={accountLabels.fields.amount}
            inputMode="numeric"
            error={errors.amount?.message}
            {...form.register('amount', { onChange: () => setDone(null) })}
          />
          <CouponChoice>
            {P.coupon}
            <select {...form.register('couponId')}>
              <option value="">{P.noCoupon}</option>
              {usable.map((c) => (
                <option key={c.id} value={c.id}>
                  {P.couponOption(c.name, c.amount)}
                </option>
              ))}
            </select>
          </CouponChoice>
          {due !== null && <p>{P.due(due)}</p>}
          <Button type="submit" variant="primary" isBusy={form.formState.isSubmitting}>
            {A.recharge}
          </Button>
          {done !== null && <p role="status">{A.recharged(done)}</p>}
        </Form>
      )}
    </Card>
  );
}

export const page = definePage({
  Component: RechargePage,
  loader: async ({ store }) => {
    const user = await loadCurrentUser(store);
    if (user)
      await settle(
        store.dispatch(centreApi.endpoints.getCoupons.initiate({ memberId: user.memberId, ...COUPON_PAGE })),
      );
  },
  head: () => ({ title: P.title }),
});
