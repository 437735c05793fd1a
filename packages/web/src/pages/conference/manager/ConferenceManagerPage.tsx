import { href } from 'react-router';
import { TextLink } from '@wenxian/ui';
import { conferenceLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useListAuditRecordsQuery } from '../../../features/conference/auditRecordsApi';
import { conferenceManagerHead, loadConferenceManager } from '../../../features/conference/conferenceManagerPage';
import { useManagedConferenceId, withConference } from '../../../features/conference/managedConference';
import { Panel } from '../../shared/backOffice.styles';
import { AuditCounts } from './AuditCounts';
import { signHref } from './AuditRecordTable';
import { ConferenceManagerFrame } from './ConferenceManagerFrame';

const labels = conferenceLabels.manager;

/** /conference/manager: the state counts and the way to the signature for records that wait for it. */
export function ConferenceManagerOverview() {
  const conferenceId = useManagedConferenceId();
  const { data } = useListAuditRecordsQuery({ conferenceId, pageSize: 100 }, { skip: !conferenceId });
  const waiting = (data?.list ?? []).filter((r) => r.state === 3).map((r) => r.id);
  return (
    <ConferenceManagerFrame>
      <AuditCounts conferenceId={conferenceId} />
      <Panel aria-label={labels.literature}>
        <p>
          <TextLink href={withConference(href('/conference/manager/literature'), conferenceId)}>
            {labels.literature}
          </TextLink>
          {waiting.length ? (
            <>
              {' · '}
              <TextLink href={signHref(waiting, conferenceId)}>{`${labels.sign}（${waiting.length}）`}</TextLink>
            </>
          ) : null}
        </p>
      </Panel>
    </ConferenceManagerFrame>
  );
}

export const page = definePage({
  Component: ConferenceManagerOverview,
  loader: loadConferenceManager,
  head: conferenceManagerHead(labels.home),
});
