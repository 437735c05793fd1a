import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ListLoader, TextField } from '@wenxian/ui';
import { accountLabels, maskPhone, userInfoSchema, type UserInfoForm } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../features/shared/toastSlice';
import { loadCurrentUser } from '../../../features/shared/loadCurrentUser';
import { accountsApi, useGetMemberInfoQuery, useUpdateRealNameMutation } from '../../../features/accounts/accountsApi';
import { Form } from '../accountForm/accountForm.styles';
import { Cards, Muted, Panel } from '../centrePanel/centrePanel.styles';
import { useMember } from '../../../features/session/useMember';
import { siteImageUrl } from '../../../config/imageHost';

const L = accountLabels;
const P = L.pages.userInfo;

const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
  font-size: 2.8rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/**
 * The avatar: the image host's picture (/vip-web paths read through `siteImageUrl`), else the name's first
 * character as the header shows it — never an address that answers 404.
 */
function Avatar({ src, name }: { src: string | undefined; name: string }) {
  if (src) return <img src={src} alt={P.avatar} width={64} height={64} />;
  return (
    <Initial role="img" aria-label={P.avatar}>
      {name.slice(0, 1)}
    </Initial>
  );
}

/** The name form, filled with the profile; saving keeps what was typed on a refusal. */
function NameForm({ realName }: { realName: string }) {
  const dispatch = useAppDispatch();
  const [save, state] = useUpdateRealNameMutation();
  const form = useForm<UserInfoForm>({
    mode: 'onChange',
    resolver: zodResolver(userInfoSchema),
    defaultValues: { realName },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    if ('data' in (await save({ realName: values.realName.trim() }))) dispatch(toastShown('success', L.actions.saved));
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={P.title}>
      <TextField
        label={L.fields.realName}
        autoComplete="name"
        error={form.formState.errors.realName?.message}
        {...form.register('realName')}
      />
      <Button type="submit" variant="primary" isBusy={state.isLoading}>
        {L.actions.save}
      </Button>
    </Form>
  );
}

/** /personalcenter/userInfo: the profile (avatar, name, e-mail) and the name edit. */
export function UserInfoPage() {
  const user = useMember();
  const info = useGetMemberInfoQuery({ memberId: user?.memberId ?? '' }, { skip: !user });
  return (
    <Panel>
      <h1>{P.title}</h1>
      {!info.data ? (
        <ListLoader state="loading" />
      ) : (
        <Cards>
          <section aria-label={P.title}>
            <Avatar src={siteImageUrl(info.data.headImage)} name={info.data.realName ?? ''} />
            {/* Masked as everywhere else on the site (doc 000 §9: the first 3 and last 4 digits). */}
            {user?.mobileNo ? <p>{maskPhone(user.mobileNo)}</p> : null}
            {info.data.email && <Muted>{info.data.email}</Muted>}
            <NameForm realName={info.data.realName ?? ''} />
          </section>
        </Cards>
      )}
    </Panel>
  );
}

export const page = definePage({
  Component: UserInfoPage,
  loader: async ({ store }) => {
    const user = await loadCurrentUser(store);
    if (user) await settle(store.dispatch(accountsApi.endpoints.getMemberInfo.initiate({ memberId: user.memberId })));
    return null;
  },
  head: () => ({ title: P.title, noindex: true }),
});
