import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { conferenceLabels, loginRedirectUrl } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { Panel, Wrap } from './conference.styles';

const labels = conferenceLabels.auth;

/** /conference/auth: where the conference guard sends a member without the conference role (id '9'). */
export function ConferenceAuthPage() {
  return (
    <Wrap>
      <h1>{labels.heading}</h1>
      <Panel aria-label={labels.title}>
        <p>{labels.notYet}</p>
        <p>{labels.intro}</p>
        <p>{labels.apply}</p>
        <SiteLink href={loginRedirectUrl(href('/conference/manager'), '')}>{labels.login}</SiteLink>
      </Panel>
    </Wrap>
  );
}

export const page = definePage({
  Component: ConferenceAuthPage,
  head: () => ({ title: labels.title, noindex: true }),
});
