import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { conferenceLabels, isLoggedIn, loginRedirectUrl } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { useMember } from '../../features/session/useMember';
import { Wrap } from './conference.styles';
import { Panel } from '../shared/backOffice.styles';

const labels = conferenceLabels.auth;

/**
 * /conference/auth: where the conference guard sends a member without the conference role (id '9'). A visitor
 * (no account to judge) is asked to log in, and comes back to the manager pages, where the guard decides.
 */
export function ConferenceAuthPage() {
  const user = useMember();
  const isVisitor = !isLoggedIn(user);
  return (
    <Wrap>
      <h1>{labels.heading}</h1>
      <Panel aria-label={labels.title}>
        <p>{isVisitor ? labels.loginFirst : labels.notYet}</p>
        <p>{labels.intro}</p>
        <p>{labels.apply}</p>
        <SiteLink href={loginRedirectUrl(href('/conference/manager'), '')}>
          {isVisitor ? labels.loginAction : labels.login}
        </SiteLink>
      </Panel>
    </Wrap>
  );
}

export const page = definePage({
  Component: ConferenceAuthPage,
  head: () => ({ title: labels.title, noindex: true }),
});
