import { useState, type FormEvent } from 'react';
import { Button } from '@wenxian/ui';
import { formatBeijing, managerLabels, messages } from '@wenxian/domain';
import type { Periodical } from '@wenxian/api';
import { settle } from '../../app/settle';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { definePage } from '../../app/routeModule';
import { managerHead } from './managerHead';
import { ManagerFrame, useManagedJournalId } from './ManagerFrame';
import {
  managedJournalApi,
  useEditPeriodicalMutation,
  useGetPeriodicalQuery,
} from '../../features/manager/managedJournalApi';
import { FieldError, Form, Notice, Panel } from '../shared/backOffice.styles';

const labels = managerLabels.edit;
const WEBSITE = /^https?:\/\/[^\s/]+\.[^\s]+$/;

type Fields = { intro: string; columns: string; contact: string; website: string };
const fieldsOf = (p: Periodical): Fields => ({
  intro: p.intro,
  columns: p.columns.join('\n'),
  contact: p.contact,
  website: p.website,
});

/** The form keeps what the user typed whatever the server answers; a refusal shows beside the fields. */
function PeriodicalForm({ journalId, periodical }: { journalId: string; periodical: Periodical }) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(periodical));
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [edit, { isLoading, isSuccess, error, data }] = useEditPeriodicalMutation();
  const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!fields.intro.trim()) next.intro = labels.introRequired;
    if (fields.website.trim() && !WEBSITE.test(fields.website.trim())) next.website = labels.websiteInvalid;
    setErrors(next);
    if (Object.keys(next).length) return;
    void edit({
      journalId,
      intro: fields.intro,
      columns: fields.columns.split('\n'),
      contact: fields.contact,
      website: fields.website.trim(),
    });
  };
  const saved = data ?? periodical;
  const invalid = (key: keyof Fields) => ({
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `edit-${key}-error` : undefined,
  });
  return (
    <Panel aria-label={labels.title}>
      <Form onSubmit={submit} noValidate style={{ display: 'grid' }}>
        <label>
          {labels.intro}
          <textarea rows={5} value={fields.intro} onChange={set('intro')} {...invalid('intro')} />
        </label>
        {errors.intro ? <FieldError id="edit-intro-error">{errors.intro}</FieldError> : null}
        <label>
          {labels.columns}
          <textarea rows={5} value={fields.columns} onChange={set('columns')} />
        </label>
        <label>
          {labels.contact}
          <input value={fields.contact} onChange={set('contact')} />
        </label>
        <label>
          {labels.website}
          <input type="url" value={fields.website} onChange={set('website')} {...invalid('website')} />
        </label>
        {errors.website ? <FieldError id="edit-website-error">{errors.website}</FieldError> : null}
        <div>
          <Button type="submit" variant="primary" isBusy={isLoading}>
            {isLoading ? labels.saving : labels.save}
          </Button>
        </div>
        <div aria-live="polite">
          {isSuccess ? <Notice>{labels.saved}</Notice> : null}
          {error && 'message' in error ? <FieldError role="alert">{error.message}</FieldError> : null}
          {saved.updatedAt ? (
            <p>{labels.updatedAt(formatBeijing(Date.parse(saved.updatedAt), 'YYYY-MM-DD HH:mm'))}</p>
          ) : null}
        </div>
      </Form>
    </Panel>
  );
}

/** /manager/editPeriodic: the journal's introduction, columns, contact and website, kept by the server. */
export function EditPeriodicPage() {
  const journalId = useManagedJournalId();
  const { data, error } = useGetPeriodicalQuery({ journalId });
  if (error && !data) return <ApiErrorView error={error} />;
  return (
    <ManagerFrame title={labels.title} intro={data?.name}>
      {data ? (
        <PeriodicalForm key={data.journalId} journalId={journalId || data.journalId} periodical={data} />
      ) : (
        <p role="status">{messages.loader.loading}</p>
      )}
    </ManagerFrame>
  );
}

export const page = definePage({
  Component: EditPeriodicPage,
  loader: async ({ store, url }) =>
    void (await settle(
      store.dispatch(
        managedJournalApi.endpoints.getPeriodical.initiate({ journalId: url.searchParams.get('id') ?? '' }),
      ),
    )),
  head: managerHead(labels.title),
});
