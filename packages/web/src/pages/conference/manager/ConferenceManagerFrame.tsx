import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { conferenceLabels } from '@wenxian/domain';
import { useSearchConferencesQuery } from '../../../features/conference/conferenceApi';
import { Tabs, Wrap } from '../conference.styles';
import { Form } from '../../shared/backOffice.styles';
import { MANAGED_LIST, useManagedConferenceId, withConference } from '../../../features/conference/managedConference';

const labels = conferenceLabels.manager;

const tabs = [
  { path: href('/conference/manager'), name: labels.home },
  { path: href('/conference/manager/info'), name: labels.info },
  { path: href('/conference/manager/literature'), name: labels.literature },
  { path: href('/conference/manager/resource'), name: labels.resource },
];

/** The conference manager's pages: title, the conference chooser and the four tabs. */
export function ConferenceManagerFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const conferenceId = useManagedConferenceId();
  const { data } = useSearchConferencesQuery(MANAGED_LIST);
  return (
    <Wrap>
      <h1>{labels.title}</h1>
      <Form onSubmit={(e) => e.preventDefault()}>
        <label>
          {labels.conference}
          <select value={conferenceId} onChange={(e) => void navigate(withConference(pathname, e.target.value))}>
            {(data?.list ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </Form>
      <Tabs aria-label={labels.nav}>
        {tabs.map((tab) => (
          <SiteLink
            key={tab.path}
            href={withConference(tab.path, conferenceId)}
            aria-current={pathname === tab.path ? 'page' : undefined}
          >
            {tab.name}
          </SiteLink>
        ))}
      </Tabs>
      {children}
    </Wrap>
  );
}
