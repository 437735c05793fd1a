import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { Button, SiteLink } from '@wenxian/ui';
import { isMainlandMobile, pageLabels, parseQuery, registerRedirectUrl, sameOriginReturnUrl } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useSiteOrigin } from '../../../app/siteVisit';
import {
  useLoginWithMobileCodeMutation,
  useLoginWithPasswordMutation,
  useSendLoginCodeMutation,
} from '../../../features/session/loginApi';
import { Card, FieldLink, Form, Row, Tab, Tabs } from './LoginPage.styles';
import { FieldError, Footnote } from '../accountForm/accountForm.styles';

const L = pageLabels.login;
const CODE_RESEND_SECONDS = 60;

type Method = 'password' | 'code';
type Errors = Partial<Record<'account' | 'password' | 'mobileNo' | 'code', string>>;

/** Where to go after login: the `serve` return address, kept on this site (doc 000 §6). */
function returnPath(search: string, origin: string): string {
  const url = new URL(sameOriginReturnUrl(parseQuery(search).serve, origin));
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * /account: password or mobile-code login. What the user typed is kept on every error; server refusals
 * arrive as the call layer's toast.
 */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  const [method, setMethod] = useState<Method>('password');
  const [values, setValues] = useState({ account: '', password: '', mobileNo: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [resendIn, setResendIn] = useState(0);
  const [loginWithPassword, passwordState] = useLoginWithPasswordMutation();
  const [loginWithCode, codeState] = useLoginWithMobileCodeMutation();
  const [sendCode, sendState] = useSendLoginCodeMutation();
  const ids = { account: useId(), password: useId(), mobileNo: useId(), code: useId() };

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const field = (name: keyof typeof values) => ({
    id: ids[name],
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids[name]}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  const errorOf = (name: keyof Errors) =>
    errors[name] && (
      <FieldError id={`${ids[name]}-error`} role="alert">
        {errors[name]}
      </FieldError>
    );

  const validate = (): Errors =>
    method === 'password'
      ? {
          account: values.account.trim() ? undefined : L.accountRequired,
          password: values.password ? undefined : L.passwordRequired,
        }
      : {
          mobileNo: isMainlandMobile(values.mobileNo.trim()) ? undefined : L.mobileInvalid,
          code: values.code.trim() ? undefined : L.codeRequired,
        };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const result =
      method === 'password'
        ? await loginWithPassword({ account: values.account.trim(), password: values.password })
        : await loginWithCode({ mobileNo: values.mobileNo.trim(), code: values.code.trim() });
    if ('data' in result) navigate(returnPath(location.search, origin), { replace: true });
  };

  const onSendCode = async () => {
    if (!isMainlandMobile(values.mobileNo.trim())) {
      setErrors({ mobileNo: L.mobileInvalid });
      return;
    }
    setErrors({});
    const result = await sendCode({ mobileNo: values.mobileNo.trim() });
    if ('data' in result) setResendIn(CODE_RESEND_SECONDS);
  };

  const isSubmitting = passwordState.isLoading || codeState.isLoading;
  return (
    <Card aria-labelledby="login-heading">
      <h1 id="login-heading">{L.heading}</h1>
      <Tabs role="tablist">
        {(['password', 'code'] as const).map((m) => (
          <Tab
            key={m}
            type="button"
            role="tab"
            aria-selected={method === m}
            $isActive={method === m}
            onClick={() => {
              setMethod(m);
              setErrors({});
            }}
          >
            {m === 'password' ? L.passwordTab : L.codeTab}
          </Tab>
        ))}
      </Tabs>
      <Form noValidate onSubmit={onSubmit} aria-label={method === 'password' ? L.passwordTab : L.codeTab}>
        {method === 'password' ? (
          <>
            <label htmlFor={ids.account}>
              {L.account}
              <input {...field('account')} autoComplete="username" inputMode="tel" />
            </label>
            {errorOf('account')}
            <label htmlFor={ids.password}>
              {L.password}
              <input {...field('password')} type="password" autoComplete="current-password" />
            </label>
            {errorOf('password')}
            <FieldLink>
              <SiteLink href={href('/account/forgotPassword')}>{L.forgotPassword}</SiteLink>
            </FieldLink>
          </>
        ) : (
          <>
            <label htmlFor={ids.mobileNo}>
              {L.mobileNo}
              <input {...field('mobileNo')} autoComplete="tel" inputMode="numeric" maxLength={11} />
            </label>
            {errorOf('mobileNo')}
            <label htmlFor={ids.code}>{L.code}</label>
            <Row>
              <input {...field('code')} autoComplete="one-time-code" inputMode="numeric" />
              <Button type="button" onClick={onSendCode} disabled={resendIn > 0} isBusy={sendState.isLoading}>
                {resendIn > 0 ? L.resendIn(resendIn) : L.sendCode}
              </Button>
            </Row>
            {errorOf('code')}
            {resendIn > 0 && <p role="status">{L.codeSent}</p>}
          </>
        )}
        <Button type="submit" variant="primary" isBusy={isSubmitting}>
          {isSubmitting ? L.submitting : L.submit}
        </Button>
      </Form>
      <Footnote>
        {L.registerPrompt}
        <SiteLink href={registerRedirectUrl(parseQuery(location.search).serve, origin)}>{L.register}</SiteLink>
      </Footnote>
    </Card>
  );
}

/** /account: nothing to load before it renders; search engines do not keep it. */
export const page = definePage({ Component: LoginPage, head: () => ({ title: L.heading, noindex: true }) });
