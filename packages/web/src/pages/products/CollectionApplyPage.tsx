import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  collectionPurposes,
  productLabels,
  splitTitles,
  validateCollectionApplication,
  type CollectionApplication,
} from '@wenxian/domain';
import { href } from 'react-router';
import { Button } from '@wenxian/ui';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { useApplyCollectionProofMutation } from '../../features/products/productsApi';
import { definePage } from '../../app/routeModule';
import { Field, fieldAria, Form } from '../shared/FormField';
import { Lead, LoginPrompt, PageTitle, ServicePage } from '../shared/ServicePage';

const L = productLabels.collection;
const F = L.form;
const empty: CollectionApplication = {
  applicant: '',
  organization: '',
  titles: '',
  purpose: '',
  contactName: '',
  contactPhone: '',
  email: '',
};

/** /product/collectionquery and /home (申请收录证明): the application for a proof that papers are in the platform. */
export function CollectionApplyPage() {
  const navigate = useNavigate();
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof CollectionApplication, string>>>({});
  const [apply, applying] = useApplyCollectionProofMutation();
  const set = (key: keyof CollectionApplication) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCollectionApplication(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await apply({
      applicant: form.applicant.trim(),
      organization: form.organization.trim(),
      titles: splitTitles(form.titles),
      purpose: form.purpose,
      contactName: form.contactName.trim(),
      contactPhone: form.contactPhone.trim(),
      ...(form.email.trim() ? { email: form.email.trim() } : {}),
    });
    if ('data' in result && result.data) navigate(href('/product/collectionquery/myorder'));
  };

  return (
    <ServicePage>
      <PageTitle>{L.title}</PageTitle>
      <Lead>{L.intro}</Lead>
      {!user && !isLoading ? <LoginPrompt text={L.title} /> : null}
      <Form onSubmit={submit} noValidate aria-label={L.title}>
        <Field id="cp-applicant" label={F.applicant} error={errors.applicant}>
          <input {...fieldAria('cp-applicant', errors.applicant)} value={form.applicant} onChange={set('applicant')} />
        </Field>
        <Field id="cp-organ" label={F.organization} error={errors.organization}>
          <input
            {...fieldAria('cp-organ', errors.organization)}
            value={form.organization}
            onChange={set('organization')}
          />
        </Field>
        <Field id="cp-titles" label={F.titles} hint={F.titlesHint} error={errors.titles}>
          <textarea
            {...fieldAria('cp-titles', errors.titles, true)}
            rows={5}
            value={form.titles}
            onChange={set('titles')}
          />
        </Field>
        <Field id="cp-purpose" label={F.purpose} error={errors.purpose}>
          <select {...fieldAria('cp-purpose', errors.purpose)} value={form.purpose} onChange={set('purpose')}>
            <option value="">—</option>
            {collectionPurposes.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </Field>
        <Field id="cp-contact" label={F.contactName} error={errors.contactName}>
          <input
            {...fieldAria('cp-contact', errors.contactName)}
            value={form.contactName}
            onChange={set('contactName')}
          />
        </Field>
        <Field id="cp-phone" label={F.contactPhone} error={errors.contactPhone}>
          <input
            {...fieldAria('cp-phone', errors.contactPhone)}
            inputMode="numeric"
            value={form.contactPhone}
            onChange={set('contactPhone')}
          />
        </Field>
        <Field id="cp-email" label={F.email} error={errors.email}>
          <input {...fieldAria('cp-email', errors.email)} type="email" value={form.email} onChange={set('email')} />
        </Field>
        <div>
          <Button type="submit" variant="primary" disabled={!user} isBusy={applying.isLoading}>
            {F.submit}
          </Button>
        </div>
      </Form>
    </ServicePage>
  );
}

export const page = definePage({
  Component: CollectionApplyPage,
  head: () => ({ title: L.title, description: L.intro }),
});
