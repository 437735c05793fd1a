import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField } from '@wenxian/ui';
import { accountLabels, changePasswordSchema, logOffSchema, type ChangePasswordForm } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../features/shared/toastSlice';
import {
  useChangePasswordMutation,
  useLogOffMutation,
  useSendMemberCodeMutation,
} from '../../../features/accounts/accountsApi';
import { logoutAndLeave } from '../../../features/shared/logoutFlow';
import { Form } from '../accountForm/accountForm.styles';
import { Cards, Muted, Panel } from '../centrePanel/centrePanel.styles';
import { useCodeCountdown } from '../../../features/accounts/useCodeCountdown';
import { useMember } from '../../../features/session/useMember';
import { NewPasswordFields } from '../accountForm/NewPasswordFields';
import { CodeField } from '../accountForm/CodeField';

const L = accountLabels;
const P = L.pages.security;

function ChangePassword() {
  const dispatch = useAppDispatch();
  const [change, state] = useChangePasswordMutation();
  const form = useForm<ChangePasswordForm>({
    mode: 'onChange',
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    if ('data' in (await change({ oldPassword: values.oldPassword, newPassword: values.newPassword }))) {
      dispatch(toastShown('success', L.actions.passwordChanged));
      form.reset();
    }
  });
  return (
    <section aria-labelledby="security-password">
      <h2 id="security-password">{L.actions.changePassword}</h2>
      <Form noValidate onSubmit={onSubmit} aria-label={L.actions.changePassword}>
        <TextField
          label={L.fields.oldPassword}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...form.register('oldPassword', { deps: ['newPassword'] })}
        />
        <NewPasswordFields
          label={L.fields.resetPassword}
          password={{
            registration: form.register('newPassword', { deps: ['confirmPassword'] }),
            error: errors.newPassword?.message,
          }}
          confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Button type="submit" variant="primary" isBusy={state.isLoading}>
          {L.actions.changePassword}
        </Button>
      </Form>
    </section>
  );
}

function LogOff() {
  const user = useMember();
  const [sendCode, sending] = useSendMemberCodeMutation();
  const [logOff, state] = useLogOffMutation();
  const countdown = useCodeCountdown();
  const form = useForm<{ code: string }>({
    mode: 'onChange',
    resolver: zodResolver(logOffSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    const memberId = user?.memberId ?? '';
    if ('data' in (await logOff({ memberId, code }))) await logoutAndLeave(memberId);
  });
  return (
    <section aria-labelledby="security-logoff">
      <h2 id="security-logoff">{L.actions.logOff}</h2>
      <Muted>{P.logOffHint}</Muted>
      <Form noValidate onSubmit={onSubmit} aria-label={L.actions.logOff}>
        <CodeField
          registration={form.register('code')}
          error={form.formState.errors.code?.message}
          secondsLeft={countdown.secondsLeft}
          onSend={async () => 'data' in (await sendCode({ mobileNo: user?.mobileNo ?? '' })) && countdown.start()}
          isSending={sending.isLoading}
          cannotSend={!user?.mobileNo}
        />
        <Button type="submit" isBusy={state.isLoading}>
          {L.actions.logOff}
        </Button>
      </Form>
    </section>
  );
}

/** /personalcenter/security: change the password; log the account off with a mobile code. */
export function SecurityPage() {
  return (
    <Panel>
      <h1>{P.title}</h1>
      <Cards>
        <ChangePassword />
        <LogOff />
      </Cards>
    </Panel>
  );
}

export const page = definePage({ Component: SecurityPage, head: () => ({ title: P.title, noindex: true }) });
