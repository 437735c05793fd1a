import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Button, TextField } from '@wenxian/ui';
import { accountLabels, resetByMobileSchema, type ResetByMobileForm } from '@wenxian/domain';
import { definePage } from '../../routes/defineRoute';
import { useResetPasswordByMobileMutation } from '../../features/accounts/accountsApi';
import { useSendLoginCodeMutation } from '../../features/session/loginApi';
import { Card, Form } from './parts/accounts.styles';
import { ForgotTabs } from './parts/ForgotTabs';
import { useCodeCountdown } from './parts/useCodeCountdown';
import { CodeField } from './parts/CodeField';
import { NewPasswordFields } from './parts/NewPasswordFields';

const L = accountLabels;

/**
 * /account/forgotPassword: a new password by mobile code (changePasswordByMobileCode), checked while typing.
 * Success leads to /account/forgotPassword/Passreset; a refusal keeps what was typed.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [reset, resetting] = useResetPasswordByMobileMutation();
  const [sendCode, sending] = useSendLoginCodeMutation();
  const countdown = useCodeCountdown();
  const form = useForm<ResetByMobileForm>({
    mode: 'onChange',
    resolver: zodResolver(resetByMobileSchema),
    defaultValues: { mobileNo: '', code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSendCode = async () => {
    if (!(await form.trigger('mobileNo'))) return;
    const result = await sendCode({ mobileNo: form.getValues('mobileNo').trim() });
    if ('data' in result) countdown.start();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await reset({
      mobileNo: values.mobileNo.trim(),
      code: values.code.trim(),
      newPassword: values.newPassword,
    });
    if ('data' in result) navigate('/account/forgotPassword/Passreset', { replace: true });
  });

  return (
    <Card aria-labelledby="forgot-heading">
      <h1 id="forgot-heading">{L.pages.forgotPassword.title}</h1>
      <ForgotTabs />
      <Form noValidate onSubmit={onSubmit} aria-label={L.pages.forgotPassword.byMobile}>
        <TextField
          label={L.fields.mobileNo}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
          error={errors.mobileNo?.message}
          {...form.register('mobileNo')}
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
  Component: ForgotPasswordPage,
  head: () => ({ title: L.pages.forgotPassword.title, noindex: true }),
});
