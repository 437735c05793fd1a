import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { Button, TextField, type TextFieldProps } from '@wenxian/ui';
import { accountLabels, type resetByEmailSchema, type resetByMobileSchema } from '@wenxian/domain';
import { Card, Form } from '../accountForm/accountForm.styles';
import { ForgotTabs } from './ForgotTabs';
import { useCodeCountdown } from '../../../features/accounts/useCodeCountdown';
import { CodeField } from '../accountForm/CodeField';
import { NewPasswordFields } from '../accountForm/NewPasswordFields';

const L = accountLabels;

/** Where the code goes: the account's mobile number or its e-mail address. */
type ResetIdentity = 'mobileNo' | 'email';

type ResetForm = { [key in ResetIdentity]?: string } & { code: string; newPassword: string; confirmPassword: string };

/** A server call's outcome as RTK Query mutations give it: only success matters here. */
type Outcome = { data: unknown } | { error: unknown };

export type ResetPasswordCardProps = {
  identity: ResetIdentity;
  /** The form's schema (domain): the identity field, the code and the confirmed new password. */
  schema: typeof resetByMobileSchema | typeof resetByEmailSchema;
  /** Accessible name of the form (手机号找回 / 邮箱找回) and id of the heading. */
  formLabel: string;
  headingId: string;
  /** The identity field: its label and input hints. */
  field: Pick<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>;
  sendCode: (identity: string) => Promise<Outcome>;
  isSending: boolean;
  reset: (request: { identity: string; code: string; newPassword: string }) => Promise<Outcome>;
  isResetting: boolean;
};

/**
 * The password-reset card both forgot-password pages share: the identity field, the code with its resend
 * countdown, the new password and its confirmation, checked while typing by the page's schema. Success leads to
 * /account/forgotPassword/Passreset; a refusal (said by the call layer) keeps what was typed.
 */
export function ResetPasswordCard({
  identity,
  schema,
  formLabel,
  headingId,
  field,
  sendCode,
  isSending,
  reset,
  isResetting,
}: ResetPasswordCardProps) {
  const navigate = useNavigate();
  const countdown = useCodeCountdown();
  const form = useForm<ResetForm>({
    mode: 'onChange',
    // The schemas differ only in the identity key, which this form names through `identity`.
    resolver: zodResolver(schema) as unknown as Resolver<ResetForm>,
    defaultValues: { [identity]: '', code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSendCode = async () => {
    if (!(await form.trigger(identity))) return;
    const result = await sendCode((form.getValues(identity) ?? '').trim());
    if ('data' in result) countdown.start();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await reset({
      identity: (values[identity] ?? '').trim(),
      code: values.code.trim(),
      newPassword: values.newPassword,
    });
    if ('data' in result) navigate(href('/account/forgotPassword/Passreset'), { replace: true });
  });

  return (
    <Card aria-labelledby={headingId}>
      <h1 id={headingId}>{L.pages.forgotPassword.title}</h1>
      <ForgotTabs />
      <Form noValidate onSubmit={onSubmit} aria-label={formLabel}>
        <TextField {...field} error={errors[identity]?.message} {...form.register(identity)} />
        <CodeField
          registration={form.register('code')}
          error={errors.code?.message}
          secondsLeft={countdown.secondsLeft}
          onSend={onSendCode}
          isSending={isSending}
        />
        <NewPasswordFields
          label={L.fields.resetPassword}
          password={{
            registration: form.register('newPassword', { deps: ['confirmPassword'] }),
            error: errors.newPassword?.message,
          }}
          confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Button type="submit" variant="primary" disabled={isResetting}>
          {isResetting ? L.actions.submitting : L.actions.submit}
        </Button>
      </Form>
    </Card>
  );
}
