import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, SiteLink } from '@wenxian/ui';
import {
  isMainlandMobile,
  isValidEmail,
  managerLabels,
  maskPhone,
  messages,
  validatePasswordChange,
} from '@wenxian/domain';
import { settle } from '../../app/prefetch';
import { loadCurrentUser } from '../../features/session/loadCurrentUser';
import { useGetCurrentUserQuery } from '../../features/session/sessionApi';
import { definePage } from '../../app/routeModule';
import {
  managerAccountApi,
  useBindManagerEmailMutation,
  useBindManagerMobileMutation,
  useBindManagerWeixinMutation,
  useChangeManagerPasswordMutation,
  useGetManagedJournalProfileQuery,
  useGetManagerMemberInfoQuery,
  useLogOffManagerMutation,
  useSendManagerCodeMutation,
  useSendManagerEmailCodeMutation,
} from './accountApi';
import { managerApi, useGetPeriodicalQuery } from './managerApi';
import { FieldError, Form, Notice, Panel } from './managerFrame.styles';
import { ManagerFrame } from './ManagerFrame';

const labels = managerLabels.account;
type Section = keyof typeof labels.sections;
const sections = Object.keys(labels.sections) as Section[];

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 12rem 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
  }
`;

const errorText = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : null;

function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ManagerFrame title={title}>
      <Tabs aria-label={labels.nav}>
        <SiteLink href={'/manager/account'} aria-current={pathname === '/manager/account' ? 'page' : undefined}>
          {labels.title}
        </SiteLink>
        {sections.map((s) => (
          <SiteLink
            key={s}
            href={`/manager/account/${s}`}
            aria-current={pathname === `/manager/account/${s}` ? 'page' : undefined}
          >
            {labels.sections[s]}
          </SiteLink>
        ))}
      </Tabs>
      {children}
    </ManagerFrame>
  );
}

/** /manager/account: who is signed in, what is bound and whether the journal service is open. */
function Overview() {
  const { data: user } = useGetCurrentUserQuery();
  const { data: info } = useGetManagerMemberInfoQuery(user?.memberId ?? '', { skip: !user });
  return (
    <AccountFrame title={labels.title}>
      <Panel aria-label={labels.title}>
        {!user ? (
          <p role="status">{messages.loader.loading}</p>
        ) : (
          <Facts>
            <dt>{labels.name}</dt>
            <dd>{info?.realName ?? user.ssoUserInfo?.realName ?? ''}</dd>
            <dt>{labels.mobile}</dt>
            <dd>{maskPhone(user.mobileNo)}</dd>
            <dt>{labels.email}</dt>
            <dd>{info?.email ?? labels.unbound}</dd>
            <dt>{labels.weixin}</dt>
            <dd>{user.wxBinDing ? labels.bound : labels.unbound}</dd>
            <dt>{labels.sections.auth}</dt>
            <dd>{user.isMagazine ? labels.certified : labels.notCertified}</dd>
          </Facts>
        )}
      </Panel>
    </AccountFrame>
  );
}

/** /manager/account/auth: the journal-user certification and the journal it covers. */
function AuthSection() {
  const { data: user } = useGetCurrentUserQuery();
  const { data: periodical } = useGetPeriodicalQuery({ journalId: '' }, { skip: !user?.isMagazine });
  return (
    <AccountFrame title={labels.sections.auth}>
      <Panel aria-label={labels.sections.auth}>
        <Facts>
          <dt>{labels.sections.auth}</dt>
          <dd>
            {user?.isMagazine ? labels.certified : <SiteLink href={'/manager/auth'}>{labels.notCertified}</SiteLink>}
          </dd>
          {periodical ? (
            <>
              <dt>{labels.managedJournal}</dt>
              <dd>{periodical.name}</dd>
            </>
          ) : null}
        </Facts>
      </Panel>
    </AccountFrame>
  );
}

/** /manager/account/production: the managed journal's publication data. */
function Production() {
  const { data: periodical } = useGetPeriodicalQuery({ journalId: '' });
  const { data: journal } = useGetManagedJournalProfileQuery(periodical?.journalId ?? '', { skip: !periodical });
  const p = labels.production;
  return (
    <AccountFrame title={labels.sections.production}>
      <Panel aria-label={labels.sections.production}>
        {!journal ? (
          <p role="status">{messages.loader.loading}</p>
        ) : (
          <>
            <h2>{journal.name}</h2>
            <Facts>
              <dt>{p.issn}</dt>
              <dd>{journal.issn}</dd>
              <dt>{p.cn}</dt>
              <dd>{journal.cn}</dd>
              <dt>{p.frequency}</dt>
              <dd>{journal.frequency}</dd>
              <dt>{p.host}</dt>
              <dd>{journal.hostOrgan}</dd>
              <dt>{p.founded}</dt>
              <dd>{journal.foundedYear}</dd>
              <dt>{p.impact}</dt>
              <dd>{journal.impactFactor}</dd>
              <dt>{p.papers}</dt>
              <dd>{journal.literatureCount}</dd>
            </Facts>
          </>
        )}
      </Panel>
    </AccountFrame>
  );
}

type FieldSpec = { name: string; label: string; type?: string; autoComplete?: string };

/** A small account form: fields, an optional send-code button, inline messages; typed values are kept. */
function AccountForm({
  fields,
  validate,
  onSubmit,
  sendCode,
  submitLabel = labels.submit,
}: {
  fields: FieldSpec[];
  validate: (values: Record<string, string>) => Record<string, string | undefined>;
  onSubmit: (values: Record<string, string>) => Promise<{ error?: unknown }>;
  sendCode?: {
    field: string;
    check: (value: string) => string | null;
    send: (value: string) => Promise<{ error?: unknown }>;
  };
  submitLabel?: string;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, ''])),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validate(values);
    setErrors(problems);
    setStatus(null);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    const result = await onSubmit(values);
    setBusy(false);
    setStatus(result.error ? { ok: false, text: errorText(result.error) ?? '' } : { ok: true, text: labels.done });
  };
  const requestCode = async () => {
    if (!sendCode) return;
    const problem = sendCode.check(values[sendCode.field] ?? '');
    setErrors((e) => ({ ...e, [sendCode.field]: problem ?? undefined }));
    if (problem) return;
    const result = await sendCode.send(values[sendCode.field] ?? '');
    setStatus(result.error ? { ok: false, text: errorText(result.error) ?? '' } : { ok: true, text: labels.codeSent });
  };
  return (
    <Panel>
      <Form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'grid', maxWidth: '48rem' }}>
        {fields.map((f) => (
          <div key={f.name}>
            <label>
              {f.label}
              <input
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                value={values[f.name] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                aria-invalid={Boolean(errors[f.name])}
                aria-describedby={errors[f.name] ? `account-${f.name}-error` : undefined}
              />
            </label>
            {errors[f.name] ? <FieldError id={`account-${f.name}-error`}>{errors[f.name]}</FieldError> : null}
          </div>
        ))}
        <div>
          {sendCode ? (
            <Button type="button" variant="secondary" onClick={() => void requestCode()}>
              {labels.sendCode}
            </Button>
          ) : null}{' '}
          <Button type="submit" variant="primary" disabled={busy}>
            {submitLabel}
          </Button>
        </div>
        <div aria-live="polite">
          {status ? (
            status.ok ? (
              <Notice>{status.text}</Notice>
            ) : (
              <FieldError role="alert">{status.text}</FieldError>
            )
          ) : null}
        </div>
      </Form>
    </Panel>
  );
}

const codeField: FieldSpec = { name: 'code', label: labels.code, autoComplete: 'one-time-code' };
const needCode = (values: Record<string, string>) => (values.code?.trim() ? undefined : labels.codeRequired);

function Password() {
  const [change] = useChangeManagerPasswordMutation();
  return (
    <AccountFrame title={labels.sections.password}>
      <AccountForm
        fields={[
          { name: 'oldPassword', label: labels.oldPassword, type: 'password', autoComplete: 'current-password' },
          { name: 'newPassword', label: labels.newPassword, type: 'password', autoComplete: 'new-password' },
          { name: 'confirm', label: labels.confirmPassword, type: 'password', autoComplete: 'new-password' },
        ]}
        validate={(v) =>
          validatePasswordChange({
            oldPassword: v.oldPassword ?? '',
            newPassword: v.newPassword ?? '',
            confirm: v.confirm ?? '',
          })
        }
        onSubmit={(v) => change({ oldPassword: v.oldPassword ?? '', newPassword: v.newPassword ?? '' })}
      />
    </AccountFrame>
  );
}

const mobileProblem = (value: string) => (isMainlandMobile(value.trim()) ? null : labels.mobileInvalid);

function Phone() {
  const [send] = useSendManagerCodeMutation();
  const [bind] = useBindManagerMobileMutation();
  return (
    <AccountFrame title={labels.sections.phone}>
      <AccountForm
        fields={[{ name: 'mobileNo', label: labels.newMobile, type: 'tel', autoComplete: 'tel' }, codeField]}
        validate={(v) => ({ mobileNo: mobileProblem(v.mobileNo ?? '') ?? undefined, code: needCode(v) })}
        sendCode={{ field: 'mobileNo', check: mobileProblem, send: (mobileNo) => send({ mobileNo: mobileNo.trim() }) }}
        onSubmit={(v) => bind({ mobileNo: (v.mobileNo ?? '').trim(), code: (v.code ?? '').trim() })}
      />
    </AccountFrame>
  );
}

const emailProblem = (value: string) => (isValidEmail(value.trim()) ? null : labels.emailInvalid);

function Email() {
  const [send] = useSendManagerEmailCodeMutation();
  const [bind] = useBindManagerEmailMutation();
  return (
    <AccountFrame title={labels.sections.email}>
      <AccountForm
        fields={[{ name: 'email', label: labels.email, type: 'email', autoComplete: 'email' }, codeField]}
        validate={(v) => ({ email: emailProblem(v.email ?? '') ?? undefined, code: needCode(v) })}
        sendCode={{ field: 'email', check: emailProblem, send: (email) => send({ email: email.trim() }) }}
        onSubmit={(v) => bind({ email: (v.email ?? '').trim(), code: (v.code ?? '').trim() })}
      />
    </AccountFrame>
  );
}

/** /manager/account/weixin: WeChat returns here with `code` (and `state`) after the user authorises. */
function Weixin() {
  const { data: user } = useGetCurrentUserQuery();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const [bind, state] = useBindManagerWeixinMutation();
  return (
    <AccountFrame title={labels.sections.weixin}>
      <Panel aria-label={labels.sections.weixin}>
        <p>{`${labels.weixin}：${user?.wxBinDing ? labels.bound : labels.unbound}`}</p>
        {!user?.wxBinDing ? <p>{labels.weixinHint}</p> : null}
        {!user?.wxBinDing && code ? (
          <Button
            type="button"
            variant="primary"
            disabled={state.isLoading}
            onClick={() => void bind({ code, ...(search.get('state') ? { state: search.get('state') ?? '' } : {}) })}
          >
            {labels.weixinBind}
          </Button>
        ) : null}
        {state.error ? <FieldError role="alert">{errorText(state.error)}</FieldError> : null}
      </Panel>
    </AccountFrame>
  );
}

function Logout() {
  const { data: user } = useGetCurrentUserQuery();
  const [send] = useSendManagerCodeMutation();
  const [logOff] = useLogOffManagerMutation();
  const navigate = useNavigate();
  return (
    <AccountFrame title={labels.sections.logout}>
      <p>{labels.logoutWarning}</p>
      <AccountForm
        fields={[codeField]}
        validate={(v) => ({ code: needCode(v) })}
        submitLabel={labels.logoutConfirm}
        sendCode={{ field: 'code', check: () => null, send: () => send({ mobileNo: user?.mobileNo ?? '' }) }}
        onSubmit={async (v) => {
          const result = await logOff({ memberId: user?.memberId ?? '', code: (v.code ?? '').trim() });
          if (!result.error) void navigate('/');
          return result;
        }}
      />
    </AccountFrame>
  );
}

const head = (title: string) => () => ({ title: `${title} - ${managerLabels.areaTitle}`, noindex: true });

/** The current user and, where a page shows it, the managed journal come with the first response. */
const loadAccount = async ({ store }: { store: Parameters<typeof loadCurrentUser>[0] }) => {
  const user = await loadCurrentUser(store);
  if (user) await settle(store.dispatch(managerAccountApi.endpoints.getManagerMemberInfo.initiate(user.memberId)));
  if (user?.isMagazine) await settle(store.dispatch(managerApi.endpoints.getPeriodical.initiate({ journalId: '' })));
};

/** The eight pages of /manager/account, by route. */
export const managerAccountPages = {
  account: definePage({ Component: Overview, loader: loadAccount, head: head(labels.title) }),
  auth: definePage({ Component: AuthSection, loader: loadAccount, head: head(labels.sections.auth) }),
  production: definePage({ Component: Production, loader: loadAccount, head: head(labels.sections.production) }),
  password: definePage({ Component: Password, head: head(labels.sections.password) }),
  phone: definePage({ Component: Phone, head: head(labels.sections.phone) }),
  email: definePage({ Component: Email, loader: loadAccount, head: head(labels.sections.email) }),
  weixin: definePage({ Component: Weixin, loader: loadAccount, head: head(labels.sections.weixin) }),
  logout: definePage({ Component: Logout, loader: loadAccount, head: head(labels.sections.logout) }),
};
