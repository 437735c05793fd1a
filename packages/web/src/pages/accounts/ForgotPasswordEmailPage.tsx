import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Button, TextField } from '@wenxian/ui';
import { accountLabels, resetByEmailSchema, type ResetByEmailForm } from '@wenxian/domain';
import { definePage } from '../../routes/defineRoute';
import { useResetPasswordByEmailMutation, useSendEmailCodeMutation } from '../../features/accounts/accountsApi';

import { Card, Form } from './parts/accounts.styles';
import { ForgotTabs } from './parts/ForgotTabs';
import { useCodeCountdown } from './parts/useCodeCountdown';
import { CodeField } from './parts/CodeField';
import { NewPasswordFields } from './parts/NewPasswordFields';

const L = accountLabels;

/**
 * /account/forgotPassword/emailnum: a new password by e-mail code (changepasswordbyemailcode), checked while typing.
 * Success leads to /account/forgotPassword/Passreset; a refusal keeps what was typed.
 */
export function ForgotPasswordEmailPage() {
  const navigate = useNavigate();
  const [reset, resetting] = useResetPasswordByEmailMutation();
  const [sendCode, sending] = useSendEmailCodeMutation();
  const countdown = useCodeCountdown();
  const form = useForm<ResetByEmailForm>({
    mode: 'onChange',
    resolver: zodResolver(resetByEmailSchema),
    defaultValues: { email: '', code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSendCode = async () => {
    if (!(await form.trigger('email'))) return;
    const result = await sendCode({ email: form.getValues('email').trim() });
    if ('data' in result) countdown.start();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await reset({
      email: values.email.trim(),
      code: values.code.trim(),
      newPassword: values.newPassword,
    });
    if ('data' in result) navigate('/account/forgotPassword/Passreset', { replace: true });
  });

  return (
    <Card aria-labelledby="forgot-email-heading">
      <h1 id="forgot-email-heading">{L.pages.forgotPassword.title}</h1>
      <ForgotTabs />
      <Form noValidate onSubmit={onSubmit} aria-label={L.pages.forgotPassword.byEmail}>
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
        <NewPasswordFields
          label={L.fields.resetPassword}
          password={{
            registration: form.register('newPassword', { deps: ['confirmPassword'] }),
            error: errors.newPassword?.message,
          }}
          confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Button type="submit" variant="primary" disabled={resetting.isLoading}>
          {resetting.isLoading ? L.actions.submitting : L.actions.submit}
        </Button>
      </Form>
    </Card>
  );
}

export const page = definePage({
  Component: ForgotPasswordEmailPage,
  head: () => ({ title: L.pages.forgotPassword.title, noindex: true }),
});
