import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Button, SiteLink, TextField } from '@wenxian/ui';
import { accountLabels, registerSchema, type RegisterForm } from '@wenxian/domain';
import { definePage } from '../../routes/defineRoute';
import { useRegisterMutation } from '../../features/accounts/accountsApi';
import { useSendLoginCodeMutation } from '../../features/session/loginApi';
import { Card, Check, FieldError, Footnote, Form } from './parts/accounts.styles';
import { useCodeCountdown } from './parts/useCodeCountdown';

const L = accountLabels;
const P = L.pages.register;

/**
 * /account/register: mobile number, code, password twice and the agreement, checked while typing
 * (registerSchema). The new user is logged in at once and sees /account/register/nav. A refusal (number
 * taken, wrong code) arrives as the call layer's toast; the form keeps what was typed.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [registerUser, registering] = useRegisterMutation();
  const [sendCode, sending] = useSendLoginCodeMutation();
  const countdown = useCodeCountdown();
  const form = useForm<RegisterForm>({
    mode: 'onChange',
    resolver: zodResolver(registerSchema),
    defaultValues: { mobileNo: '', code: '', newPassword: '', confirmPassword: '', agreed: false },
  });
  const { errors } = form.formState;

  const onSendCode = async () => {
    if (!(await form.trigger('mobileNo'))) return;
    const result = await sendCode({ mobileNo: form.getValues('mobileNo').trim() });
    if ('data' in result) countdown.start();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await registerUser({
      mobileNo: values.mobileNo.trim(),
      code: values.code.trim(),
      password: values.newPassword,
    });
    if ('data' in result) navigate('/account/register/nav', { replace: true });
  });

  return (
    <Card aria-labelledby="register-heading">
      <h1 id="register-heading">{P.heading}</h1>
      <Form noValidate onSubmit={onSubmit} aria-label={P.heading}>
        <TextField
          label={L.fields.mobileNo}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
          error={errors.mobileNo?.message}
          {...form.register('mobileNo')}
        />
        <TextField
          label={L.fields.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          error={errors.code?.message}
          {...form.register('code')}
          action={
            <Button type="button" onClick={onSendCode} disabled={countdown.secondsLeft > 0 || sending.isLoading}>
              {countdown.secondsLeft > 0 ? L.actions.resendIn(countdown.secondsLeft) : L.actions.sendCode}
            </Button>
          }
        />
        {countdown.secondsLeft > 0 && <p role="status">{L.actions.codeSent}</p>}
        <TextField
          label={L.fields.newPassword}
          type="password"
          autoComplete="new-password"
          hint={L.form.passwordRule}
          error={errors.newPassword?.message}
          {...form.register('newPassword', { deps: ['confirmPassword'] })}
        />
        <TextField
          label={L.fields.confirmPassword}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Check>
          <input type="checkbox" aria-invalid={errors.agreed ? true : undefined} {...form.register('agreed')} />
          {L.fields.agreement}
        </Check>
        {errors.agreed && <FieldError role="alert">{errors.agreed.message}</FieldError>}
        <Button type="submit" variant="primary" disabled={registering.isLoading}>
          {registering.isLoading ? L.actions.submitting : L.actions.register}
        </Button>
      </Form>
      <Footnote>
        {P.hasAccount}
        <SiteLink href="/account">{L.actions.login}</SiteLink>
      </Footnote>
    </Card>
  );
}

export const page = definePage({ Component: RegisterPage, head: () => ({ title: P.title, noindex: true }) });
