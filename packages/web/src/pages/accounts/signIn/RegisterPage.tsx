import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { Button, SiteLink, TextField, TextLink } from '@wenxian/ui';
import { accountLabels, registerSchema, type RegisterForm } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useRegisterMutation } from '../../../features/accounts/accountsApi';
import { useSendLoginCodeMutation } from '../../../features/session/loginApi';
import { Card, Check, FieldError, Footnote, Form } from '../accountForm/accountForm.styles';
import { useCodeCountdown } from '../../../features/accounts/useCodeCountdown';
import { CodeField } from '../accountForm/CodeField';
import { NewPasswordFields } from '../accountForm/NewPasswordFields';

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
    if ('data' in result) navigate(href('/account/register/nav'), { replace: true });
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
        <CodeField
          registration={form.register('code')}
          error={errors.code?.message}
          secondsLeft={countdown.secondsLeft}
          onSend={onSendCode}
          isSending={sending.isLoading}
        />
        <NewPasswordFields
          label={L.fields.newPassword}
          password={{
            registration: form.register('newPassword', { deps: ['confirmPassword'] }),
            error: errors.newPassword?.message,
          }}
          confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        {/* The agreement names its two documents as links, opened beside the form so nothing typed is lost; the
            checkbox is named by the whole sentence. */}
        <Check as="div">
          <input
            type="checkbox"
            id="register-agreed"
            aria-labelledby="register-agreement"
            aria-invalid={errors.agreed ? true : undefined}
            {...form.register('agreed')}
          />
          <span id="register-agreement">
            <label htmlFor="register-agreed">{L.fields.agreementParts.lead}</label>
            <TextLink href={href('/aboutus/agreement')} target="_blank" rel="noopener">
              {L.fields.agreementParts.terms}
            </TextLink>
            {L.fields.agreementParts.and}
            <TextLink href={href('/aboutus/ps')} target="_blank" rel="noopener">
              {L.fields.agreementParts.privacy}
            </TextLink>
          </span>
        </Check>
        {errors.agreed && <FieldError role="alert">{errors.agreed.message}</FieldError>}
        <Button type="submit" variant="primary" isBusy={registering.isLoading}>
          {registering.isLoading ? L.actions.submitting : L.actions.register}
        </Button>
      </Form>
      <Footnote>
        {P.hasAccount}
        <SiteLink href={href('/account')}>{L.actions.login}</SiteLink>
      </Footnote>
    </Card>
  );
}

export const page = definePage({ Component: RegisterPage, head: () => ({ title: P.title, noindex: true }) });
