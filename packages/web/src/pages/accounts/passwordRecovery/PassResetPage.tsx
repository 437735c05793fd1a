import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { Card, Footnote } from '../accountForm/accountForm.styles';

const P = accountLabels.pages.passReset;

/** /account/forgotPassword/Passreset: the password was reset; log in with the new one. */
export function PassResetPage() {
  return (
    <Card aria-labelledby="pass-reset-heading">
      <h1 id="pass-reset-heading">{P.heading}</h1>
      <p role="status">{P.body}</p>
      <Footnote>
        <SiteLink href={href('/account')}>{accountLabels.actions.login}</SiteLink>
      </Footnote>
    </Card>
  );
}

export const page = definePage({ Component: PassResetPage, head: () => ({ title: P.title, noindex: true }) });
