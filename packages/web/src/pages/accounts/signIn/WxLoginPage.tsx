import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { accountLabels, parseQuery, sameOriginReturnUrl } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useSiteOrigin } from '../../../app/siteVisit';
import { useLoginWithWeixinMutation } from '../../../features/accounts/accountsApi';
import { Card, Footnote } from '../accountForm/accountForm.styles';

const P = accountLabels.pages.wxPage;

/**
 * /account/wxPage: WeChat login. WeChat returns here with `?code=` (and `state`): the code is exchanged for a
 * session (loginByWeixin) and the visitor goes on to `serve`. Without a code the page says to scan with WeChat.
 */
export function WxLoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  const query = parseQuery(location.search);
  const [login, state] = useLoginWithWeixinMutation();
  const started = useRef(false);
  const code = typeof query.code === 'string' ? query.code : undefined;

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    void login({ code, state: typeof query.state === 'string' ? query.state : undefined }).then((result) => {
      if (!('data' in result)) return;
      const url = new URL(sameOriginReturnUrl(query.serve, origin));
      navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
    });
  }, [code, login, navigate, origin, query.serve, query.state]);

  return (
    <Card aria-labelledby="wx-heading">
      <h1 id="wx-heading">{P.heading}</h1>
      <p role="status">{code && !state.isError ? P.signingIn : P.body}</p>
      <Footnote>
        <SiteLink href={href('/account')}>{P.other}</SiteLink>
      </Footnote>
    </Card>
  );
}

export const page = definePage({ Component: WxLoginPage, head: () => ({ title: P.title, noindex: true }) });
