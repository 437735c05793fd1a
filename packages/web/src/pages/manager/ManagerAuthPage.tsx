import styled from 'styled-components';
import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { isManager, loginRedirectUrl, managerLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { Panel } from '../shared/backOffice.styles';

const labels = managerLabels.auth;

const Wrap = styled.div`
  width: 80rem;
  margin: ${({ theme }) => theme.space.xxl} auto;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  ol {
    padding-left: 2rem;
  }
  nav {
    display: flex;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

/**
 * /manager/auth: where the manager guard sends a member who manages no journal (isManager). It says why, and
 * how an editorial office opens the journal service; a journal manager arriving here is shown the way in.
 */
export function ManagerAuthPage() {
  const { data: user } = useGetCurrentUserQuery();
  return (
    <Wrap>
      <h1>{labels.heading}</h1>
      <Panel aria-label={labels.title}>
        <p>{isManager(user) ? <SiteLink href={href('/manager')}>{managerLabels.nav.home}</SiteLink> : labels.notYet}</p>
        <p>{labels.intro}</p>
        <ol>
          {labels.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{labels.contact}</p>
        <nav aria-label={labels.title}>
          <SiteLink href={loginRedirectUrl(href('/manager'), '')}>{labels.loginOther}</SiteLink>
          <SiteLink href={href('/manager/account')}>{labels.toAccount}</SiteLink>
        </nav>
      </Panel>
    </Wrap>
  );
}

export const page = definePage({
  Component: ManagerAuthPage,
  head: () => ({ title: labels.title, noindex: true }),
});
