import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField } from '@wenxian/ui';
import { accountLabels, bindEmailSchema, maskPhone, type BindEmailForm } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../features/shared/toastSlice';
import { loadCurrentUser } from '../../../features/shared/loadCurrentUser';
import {
  accountsApi,
  useBindEmailMutation,
  useGetMemberInfoQuery,
  useSendBindEmailCodeMutation,
} from '../../../features/accounts/accountsApi';
import { Form } from '../accountForm/accountForm.styles';
import { Cards, Muted, Panel } from '../centrePanel/centrePanel.styles';
import { useCodeCountdown } from '../../../features/accounts/useCodeCountdown';
import { useMember } from '../../../features/session/useMember';
import { CodeField } from '../accountForm/CodeField';

const L = accountLabels;
const P = L.pages.loginbind;

function BindEmail() {
  const dispatch = useAppDispatch();
  const [sendCode, sending] = useSendBindEmailCodeMutation();
  const [bind, binding] = useBindEmailMutation();
  const countdown = useCodeCountdown();
  const form = useForm<BindEmailForm>({
    mode: 'onChange',
    resolver: zodResolver(bindEmailSchema),
    defaultValues: { email: '', code: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    if ('data' in (await bind({ email: values.email.trim(), code: values.code.trim() })))
      dispatch(toastShown('success', L.actions.emailBound));
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={L.actions.bindEmail}>
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
        onSend={async () => {
          if (!(await form.trigger('email'))) return;
          if ('data' in (await sendCode({ email: form.getValues('email').trim() }))) countdown.start();
        }}
        isSending={sending.isLoading}
      />
      <Button type="submit" variant="primary" isBusy={binding.isLoading}>
        {L.actions.bindEmail}
      </Button>
    </Form>
  );
}

/** /personalcenter/loginbind: how the account logs in — mobile (masked), WeChat, e-mail — and e-mail binding. */
export function LoginBindPage() {
  const user = useMember();
  const info = useGetMemberInfoQuery({ memberId: user?.memberId ?? '' }, { skip: !user });
  return (
    <Panel>
      <h1>{P.title}</h1>
      <Cards>
        <section aria-labelledby="bind-mobile">
          <h2 id="bind-mobile">{P.mobile}</h2>
          <p>{user?.mobileNo ? `${P.bound} ${maskPhone(user.mobileNo)}` : P.unbound}</p>
        </section>
        <section aria-labelledby="bind-wechat">
          <h2 id="bind-wechat">{P.wechat}</h2>
          <p>{user?.wxBinDing ? P.bound : P.unbound}</p>
        </section>
        <section aria-labelledby="bind-email">
          <h2 id="bind-email">{P.email}</h2>
          {info.data?.email && (
            <Muted>
              {P.bound} {info.data.email}
            </Muted>
          )}
          <BindEmail />
        </section>
      </Cards>
    </Panel>
  );
}

export const page = definePage({
  Component: LoginBindPage,
  loader: async ({ store }) => {
    const user = await loadCurrentUser(store);
    if (user) await settle(store.dispatch(accountsApi.endpoints.getMemberInfo.initiate({ memberId: user.memberId })));
    return null;
  },
  head: () => ({ title: P.title, noindex: true }),
});
