import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  noveltyPurposes,
  noveltyScopes,
  productLabels,
  splitKeywords,
  validateNoveltyApplication,
  type NoveltyApplication,
} from '@wenxian/domain';
import { href } from 'react-router';
import { Button, OrderProgress, TextLink } from '@wenxian/ui';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { useApplyNoveltySearchMutation } from '../../features/products/productsApi';
import { definePage } from '../../app/routeModule';
import {
  clearNoveltyDraft,
  emptyNoveltyDraft,
  loadNoveltyDraft,
  saveNoveltyDraft,
} from '../../features/products/noveltyDraft';
import { Field, fieldAria, Form } from '../shared/FormField';
import { LoginPrompt, PageTitle, ServicePage } from '../shared/ServicePage';

const L = productLabels.novelty;
const F = L.form;

/**
 * The application as three steps (docs/decisions/products.md): /basicInformation (项目), /newcheckpoint (查新点与关键词)
 * and /newInformation (联系人，提交). Each step checks its own fields with the domain's rule before moving on.
 */
const stepPaths = [
  '/product/noveltysearch/basicInformation',
  '/product/noveltysearch/newcheckpoint',
  '/product/noveltysearch/newInformation',
] as const;
const stepFields: (keyof NoveltyApplication)[][] = [
  ['projectName', 'purpose', 'scope'],
  ['checkpoints', 'keywords'],
  ['contactName', 'contactPhone', 'email'],
];
const stepNames = L.applySteps;

export function NoveltyApplyPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const step = Math.max(
    0,
    stepPaths.findIndex((p) => pathname.startsWith(p)),
  );
  const { data: user, isLoading: userLoading } = useGetCurrentUserQuery();
  const [form, setForm] = useState<NoveltyApplication>(emptyNoveltyDraft);
  // The draft is read after hydration, so the server's and the browser's first render agree.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only in the browser, after hydration
  useEffect(() => setForm(loadNoveltyDraft()), []);
  const [errors, setErrors] = useState<Partial<Record<keyof NoveltyApplication, string>>>({});
  const [apply, applying] = useApplyNoveltySearchMutation();
  const update = (patch: Partial<NoveltyApplication>) => {
    const next = { ...form, ...patch };
    setForm(next);
    saveNoveltyDraft(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const all = validateNoveltyApplication(form);
    const mine = Object.fromEntries(
      Object.entries(all).filter(([k]) => stepFields[step]?.includes(k as keyof NoveltyApplication)),
    );
    setErrors(mine);
    if (Object.keys(mine).length > 0) return;
    if (step < 2) return navigate(stepPaths[step + 1] ?? stepPaths[0]);
    // The last step: every field again (an earlier step may have been skipped by address).
    if (Object.keys(all).length > 0) {
      setErrors(all);
      const first = stepFields.findIndex((fields) => fields.some((f) => f in all));
      if (first >= 0 && first < 2) navigate(stepPaths[first] ?? stepPaths[0]);
      return;
    }
    const result = await apply({
      projectName: form.projectName.trim(),
      purpose: form.purpose,
      scope: form.scope,
      checkpoints: form.checkpoints.map((c) => c.trim()).filter(Boolean),
      keywords: splitKeywords(form.keywords),
      contactName: form.contactName.trim(),
      contactPhone: form.contactPhone.trim(),
      ...(form.email.trim() ? { email: form.email.trim() } : {}),
    });
    if ('data' in result && result.data) {
      clearNoveltyDraft();
      navigate(href('/product/noveltysearch/myorder'), { state: { submitted: result.data.id } });
    }
  };

  return (
    <ServicePage>
      <PageTitle>{L.apply}</PageTitle>
      <OrderProgress label={L.apply} steps={stepNames} current={step} />
      {!user && !userLoading ? <LoginPrompt text={L.apply} /> : null}
      <Form onSubmit={submit} noValidate aria-label={stepNames[step]}>
        {step === 0 ? (
          <>
            <Field id="ns-name" label={F.projectName} error={errors.projectName}>
              <input
                {...fieldAria('ns-name', errors.projectName)}
                value={form.projectName}
                onChange={(e) => update({ projectName: e.target.value })}
              />
            </Field>
            <Field id="ns-purpose" label={F.purpose} error={errors.purpose}>
              <select
                {...fieldAria('ns-purpose', errors.purpose)}
                value={form.purpose}
                onChange={(e) => update({ purpose: e.target.value })}
              >
                <option value="">—</option>
                {noveltyPurposes.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </select>
            </Field>
            <Field id="ns-scope" label={F.scope} error={errors.scope}>
              <select
                {...fieldAria('ns-scope', errors.scope)}
                value={form.scope}
                onChange={(e) => update({ scope: e.target.value })}
              >
                <option value="">—</option>
                {noveltyScopes.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </select>
            </Field>
          </>
        ) : null}
        {step === 1 ? (
          <>
            <Field id="ns-points" label={F.checkpoints} hint={F.checkpointHint} error={errors.checkpoints}>
              <textarea
                {...fieldAria('ns-points', errors.checkpoints, true)}
                rows={5}
                value={form.checkpoints.join('\n')}
                onChange={(e) => update({ checkpoints: e.target.value.split('\n') })}
              />
            </Field>
            <Field id="ns-keywords" label={F.keywords} hint={F.keywordsHint} error={errors.keywords}>
              <input
                {...fieldAria('ns-keywords', errors.keywords, true)}
                value={form.keywords}
                onChange={(e) => update({ keywords: e.target.value })}
              />
            </Field>
          </>
        ) : null}
        {step === 2 ? (
          <>
            <Field id="ns-contact" label={F.contactName} error={errors.contactName}>
              <input
                {...fieldAria('ns-contact', errors.contactName)}
                value={form.contactName}
                onChange={(e) => update({ contactName: e.target.value })}
              />
            </Field>
            <Field id="ns-phone" label={F.contactPhone} error={errors.contactPhone}>
              <input
                {...fieldAria('ns-phone', errors.contactPhone)}
                inputMode="numeric"
                value={form.contactPhone}
                onChange={(e) => update({ contactPhone: e.target.value })}
              />
            </Field>
            <Field id="ns-email" label={F.email} error={errors.email}>
              <input
                {...fieldAria('ns-email', errors.email)}
                type="email"
                value={form.email}
                onChange={(e) => update({ email: e.target.value })}
              />
            </Field>
          </>
        ) : null}
        <div>
          {step > 0 ? <TextLink href={stepPaths[step - 1] ?? stepPaths[0]}>{L.previous}</TextLink> : null}{' '}
          <Button type="submit" variant="primary" disabled={!user} isBusy={applying.isLoading}>
            {step < 2 ? L.next : F.submit}
          </Button>
        </div>
      </Form>
    </ServicePage>
  );
}

export const page = definePage({
  Component: NoveltyApplyPage,
  head: () => ({ title: `${L.apply} - ${L.title}`, noindex: true }),
});
