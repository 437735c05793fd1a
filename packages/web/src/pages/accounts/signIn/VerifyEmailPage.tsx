import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import { Button, TextField } from '@wenxian/ui';
import { accountLabels, bindEmailSchema, type BindEmailForm } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useSendEmailCodeMutation, useVerifyEmailCodeMutation } from '../../../features/accounts/accountsApi';
import { Card, Form } from '../accountForm/accountForm.styles';
import { useCodeCountdown } from '../../../features/accounts/useCodeCountdown';
import { CodeField } from '../accountForm/CodeField';

const L = accountLabels;

/** /account/verifyEmail: proves an address with the code sent to it (`?email=` fills the address). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const [verify, verifying] = useVerifyEmailCodeMutation();
  const [sendCode, sending] = useSendEmailCodeMutation();
  const [isVerified, setVerified] = useState(false);
  const countdown = useCodeCountdown();
  const form = useForm<BindEmailForm>({
    mode: 'onChange',
    resolver: zodResolver(bindEmailSchema),
    defaultValues: { email: params.get('email') ?? '', code: '' },
  });
  const { errors } = form.formState;
  const onSendCode = async () => {
    if (!(await form.trigger('email'))) return;
    if ('data' in (await sendCode({ email: form.getValues('email').trim() }))) countdown.start();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    if ('data' in (await verify({ email: values.email.trim(), code: values.code.trim() }))) setVerified(true);
  });
  return (
    <Card aria-labelledby="verify-email-heading">
      <h1 id="verify-email-heading">{L.pages.verifyEmail.heading}</h1>
      {isVerified ? (
        <p role="status">{L.actions.emailVerified}</p>
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-label={L.pages.verifyEmail.heading}>
          <TextField
            label={L.fields.email}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <CodeField
            registration={form.register('code')}
            error={errors.code?.message}
            secondsLeft={countdown.secondsLeft}
            onSend={onSendCode}
            isSending={sending.isLoading}
          />
          <Button type="submit" variant="primary" isBusy={verifying.isLoading}>
            {L.actions.verify}
          </Button>
        </Form>
      )}
    </Card>
  );
}

export const page = definePage({
  Component: VerifyEmailPage,
  head: () => ({ title: L.pages.verifyEmail.title, noindex: true }),
});
