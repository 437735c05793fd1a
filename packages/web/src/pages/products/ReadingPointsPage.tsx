import { useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import type { ActivityAddressInput, ActivityProduct } from '@wenxian/api';
import { displayMinute, isMainlandMobile, productLabels } from '@wenxian/domain';
import { Button } from '@wenxian/ui';
import {
  useExchangePrizeMutation,
  useGetAddressesQuery,
  useGetPointsQuery,
  useGetPrizesQuery,
  useSaveAddressMutation,
} from '../../features/products/activityApi';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { definePage } from '../../app/routeModule';
import { EntryList, QueryView } from '../shared/ContentFrame';
import { Field, fieldAria, Form } from '../shared/FormField';
import { Inner } from '../shared/ContentFrame';
import { LoginPrompt, PageTitle } from '../shared/ServicePage';

const L = productLabels.readingMonth;
const ACTIVITY = 'readingmonth';
const messageOf = (error: unknown) => (error as { message?: string } | undefined)?.message ?? '';

const Prizes = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  h3 {
    margin: 0;
  }
`;

function AddressForm({ onSaved }: { onSaved: (id: string) => void }) {
  const [form, setForm] = useState<ActivityAddressInput>({ name: '', phone: '', region: '', detail: '' });
  const [problem, setProblem] = useState('');
  const [save, saving] = useSaveAddressMutation();
  const set = (key: keyof ActivityAddressInput) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim() || !form.region.trim() || !form.detail.trim() || !isMainlandMobile(form.phone.trim()))
      return setProblem(L.addressRequired);
    setProblem('');
    const result = await save({ ...form, phone: form.phone.trim() });
    if ('data' in result && result.data) onSaved(result.data.id);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={L.addAddress}>
      <Field id="ad-name" label={L.addressName}>
        <input {...fieldAria('ad-name')} value={form.name} onChange={set('name')} />
      </Field>
      <Field id="ad-phone" label={L.addressPhone}>
        <input {...fieldAria('ad-phone')} inputMode="numeric" value={form.phone} onChange={set('phone')} />
      </Field>
      <Field id="ad-region" label={L.addressRegion}>
        <input {...fieldAria('ad-region')} value={form.region} onChange={set('region')} />
      </Field>
      <Field id="ad-detail" label={L.addressDetail} error={problem || undefined}>
        <input {...fieldAria('ad-detail', problem || undefined)} value={form.detail} onChange={set('detail')} />
      </Field>
      <div>
        <Button type="submit" isBusy={saving.isLoading}>
          {L.saveAddress}
        </Button>
      </div>
    </Form>
  );
}

function PrizeCard({ prize, balance, addressId }: { prize: ActivityProduct; balance: number; addressId: string }) {
  const [exchange, state] = useExchangePrizeMutation();
  const [message, setMessage] = useState('');
  const run = async () => {
    const result = await exchange({
      activityId: ACTIVITY,
      productId: prize.id,
      ...(prize.physical && addressId ? { addressId } : {}),
    });
    setMessage('error' in result ? messageOf(result.error) : L.exchanged);
  };
  return (
    <li>
      <h3>{prize.name}</h3>
      <span>{prize.description}</span>
      <strong>{L.needPoints(prize.points)}</strong>
      <small>
        {prize.physical ? L.physical : L.virtual} · {L.stock(prize.stock)}
      </small>
      <Button
        variant="primary"
        aria-label={`${L.exchange} ${prize.name}`}
        disabled={prize.stock <= 0 || balance < prize.points}
        isBusy={state.isLoading}
        onClick={() => void run()}
      >
        {L.exchange}
      </Button>
      {message ? <span role="status">{message}</span> : null}
    </li>
  );
}

/** /activity/readingmonth/points: the points with their history, prizes to exchange while stock and points last, addresses for physical prizes. */
export function ReadingPointsPage() {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const arg = user ? ACTIVITY : skipToken;
  const points = useGetPointsQuery(arg);
  const prizes = useGetPrizesQuery(ACTIVITY);
  const addresses = useGetAddressesQuery(user ? undefined : skipToken);
  const [addressId, setAddressId] = useState('');
  const chosenAddress = addressId || addresses.data?.[0]?.id || '';
  return (
    <Inner>
      <PageTitle>{L.exchangeTitle}</PageTitle>
      {!user && !isLoading ? <LoginPrompt text={productLabels.activity.loginToJoin} /> : null}
      {user ? (
        <QueryView query={points}>
          {(p) => (
            <section aria-labelledby="points-now">
              <h2 id="points-now">
                {L.myPoints}：<span data-testid="points">{p.points}</span>
              </h2>
              <h3>{L.pointsHistory}</h3>
              <EntryList aria-label={L.pointsHistory}>
                {p.history.map((h) => (
                  <li key={`${h.time}${h.reason}`}>
                    {h.reason} <strong>{h.change > 0 ? `+${h.change}` : h.change}</strong>{' '}
                    <time dateTime={h.time}>{displayMinute(h.time)}</time>
                  </li>
                ))}
              </EntryList>
            </section>
          )}
        </QueryView>
      ) : null}
      <h2>{L.prizes}</h2>
      <QueryView query={prizes}>
        {(list) => (
          <Prizes aria-label={L.prizes}>
            {list.map((prize) => (
              <PrizeCard
                key={prize.id}
                prize={prize}
                balance={user ? (points.data?.points ?? 0) : 0}
                addressId={chosenAddress}
              />
            ))}
          </Prizes>
        )}
      </QueryView>
      {user ? (
        <section aria-labelledby="points-address">
          <h2 id="points-address">{L.chooseAddress}</h2>
          {(addresses.data ?? []).map((a) => (
            <label key={a.id} style={{ display: 'block' }}>
              <input type="radio" name="address" checked={chosenAddress === a.id} onChange={() => setAddressId(a.id)} />{' '}
              {a.name} {a.phone} {a.region}
              {a.detail}
            </label>
          ))}
          <h3>{L.addAddress}</h3>
          <AddressForm onSaved={setAddressId} />
        </section>
      ) : null}
    </Inner>
  );
}

export const page = definePage({
  Component: ReadingPointsPage,
  head: () => ({ title: `${L.exchangeTitle} - ${L.title}` }),
});
