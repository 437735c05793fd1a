import { accountLabels, resetByEmailSchema } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useResetPasswordByEmailMutation, useSendEmailCodeMutation } from '../../../features/accounts/accountsApi';
import { ResetPasswordCard } from './ResetPasswordCard';

const L = accountLabels;

/** /account/forgotPassword/emailnum: a new password by e-mail code (changepasswordbyemailcode), checked while typing. */
export function ForgotPasswordEmailPage() {
  const [reset, resetting] = useResetPasswordByEmailMutation();
  const [sendCode, sending] = useSendEmailCodeMutation();
  return (
    <ResetPasswordCard
      identity="email"
      schema={resetByEmailSchema}
      formLabel={L.pages.forgotPassword.byEmail}
      headingId="forgot-email-heading"
      field={{ label: L.fields.email, type: 'email', autoComplete: 'email' }}
      sendCode={(email) => sendCode({ email })}
      isSending={sending.isLoading}
      reset={({ identity, ...rest }) => reset({ email: identity, ...rest })}
      isResetting={resetting.isLoading}
    />
  );
}

export const page = definePage({
  Component: ForgotPasswordEmailPage,
  head: () => ({ title: L.pages.forgotPassword.title, noindex: true }),
});
