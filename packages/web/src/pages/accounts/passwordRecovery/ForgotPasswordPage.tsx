import { accountLabels, resetByMobileSchema } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useResetPasswordByMobileMutation } from '../../../features/accounts/accountsApi';
import { useSendLoginCodeMutation } from '../../../features/session/loginApi';
import { ResetPasswordCard } from './ResetPasswordCard';

const L = accountLabels;

/** /account/forgotPassword: a new password by mobile code (changePasswordByMobileCode), checked while typing. */
export function ForgotPasswordPage() {
  const [reset, resetting] = useResetPasswordByMobileMutation();
  const [sendCode, sending] = useSendLoginCodeMutation();
  return (
    <ResetPasswordCard
      identity="mobileNo"
      schema={resetByMobileSchema}
      formLabel={L.pages.forgotPassword.byMobile}
      headingId="forgot-heading"
      field={{ label: L.fields.mobileNo, autoComplete: 'tel', inputMode: 'numeric', maxLength: 11 }}
      sendCode={(mobileNo) => sendCode({ mobileNo })}
      isSending={sending.isLoading}
      reset={({ identity, ...rest }) => reset({ mobileNo: identity, ...rest })}
      isResetting={resetting.isLoading}
    />
  );
}

export const page = definePage({
  Component: ForgotPasswordPage,
  head: () => ({ title: L.pages.forgotPassword.title, noindex: true }),
});
