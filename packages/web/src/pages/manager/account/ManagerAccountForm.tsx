import { useState, type FormEvent } from 'react';
import { Button } from '@wenxian/ui';
import { managerLabels } from '@wenxian/domain';
import { FieldError, Form, Notice, Panel } from '../../shared/backOffice.styles';

const labels = managerLabels.account;

/** The message of a failed call, as the form shows it. */
export const errorText = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : null;

export type FieldSpec = { name: string; label: string; type?: string; autoComplete?: string };

/** A small account form: fields, an optional send-code button, inline messages; typed values are kept. */
export function ManagerAccountForm({
  fields,
  validate,
  onSubmit,
  sendCode,
  submitLabel = labels.submit,
}: {
  fields: FieldSpec[];
  validate: (values: Record<string, string>) => Record<string, string | undefined>;
  onSubmit: (values: Record<string, string>) => Promise<{ error?: unknown }>;
  sendCode?: {
    field: string;
    check: (value: string) => string | null;
    send: (value: string) => Promise<{ error?: unknown }>;
  };
  submitLabel?: string;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, ''])),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validate(values);
    setErrors(problems);
    setStatus(null);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    const result = await onSubmit(values);
    setBusy(false);
    setStatus(result.error ? { ok: false, text: errorText(result.error) ?? '' } : { ok: true, text: labels.done });
  };
  const requestCode = async () => {
    if (!sendCode) return;
    const problem = sendCode.check(values[sendCode.field] ?? '');
    setErrors((e) => ({ ...e, [sendCode.field]: problem ?? undefined }));
    if (problem) return;
    const result = await sendCode.send(values[sendCode.field] ?? '');
    setStatus(result.error ? { ok: false, text: errorText(result.error) ?? '' } : { ok: true, text: labels.codeSent });
  };
  return (
    <Panel>
      <Form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'grid', maxWidth: '48rem' }}>
        {fields.map((f) => (
          <div key={f.name}>
            <label>
              {f.label}
              <input
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                value={values[f.name] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                aria-invalid={Boolean(errors[f.name])}
                aria-describedby={errors[f.name] ? `account-${f.name}-error` : undefined}
              />
            </label>
            {errors[f.name] ? <FieldError id={`account-${f.name}-error`}>{errors[f.name]}</FieldError> : null}
          </div>
        ))}
        <div>
          {sendCode ? (
            <Button type="button" variant="secondary" onClick={() => void requestCode()}>
              {labels.sendCode}
            </Button>
          ) : null}{' '}
          <Button type="submit" variant="primary" isBusy={busy}>
            {submitLabel}
          </Button>
        </div>
        <div aria-live="polite">
          {status ? (
            status.ok ? (
              <Notice>{status.text}</Notice>
            ) : (
              <FieldError role="alert">{status.text}</FieldError>
            )
          ) : null}
        </div>
      </Form>
    </Panel>
  );
}

/** The code field of the forms that confirm with a code sent to the phone or the email. */
export const codeField: FieldSpec = { name: 'code', label: labels.code, autoComplete: 'one-time-code' };
export const needCode = (values: Record<string, string>) => (values.code?.trim() ? undefined : labels.codeRequired);
