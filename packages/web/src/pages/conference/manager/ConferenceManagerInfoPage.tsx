import { href } from 'react-router';
import { TextLink } from '@wenxian/ui';
import { conferenceLabels, messages } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { useShowConferenceQuery } from '../../../features/conference/conferenceApi';
import { conferenceManagerHead, loadConferenceManager } from '../../../features/conference/conferenceManagerPage';
import { useManagedConferenceId } from '../../../features/conference/managedConference';
import { Panel } from '../../shared/backOffice.styles';
import { AuditCounts } from './AuditCounts';
import { ConferenceManagerFrame } from './ConferenceManagerFrame';

/** /conference/manager/info: the chosen conference's profile beside its counts. */
export function ConferenceManagerInfo() {
  const conferenceId = useManagedConferenceId();
  const { data, error } = useShowConferenceQuery(conferenceId, { skip: !conferenceId });
  return (
    <ConferenceManagerFrame>
      {error ? (
        <ApiErrorView error={error} />
      ) : !data ? (
        <p role="status">{messages.loader.loading}</p>
      ) : (
        // A panel across the page, as the counts under it: a half-width card left the counts' panel touching it.
        <Panel aria-label={conferenceLabels.manager.info}>
          <h2>{data.name}</h2>
          <p>{conferenceLabels.card.date(data.startDate ?? '', data.endDate ?? '')}</p>
          <p>{conferenceLabels.card.place(data.city ?? '')}</p>
          <p>{conferenceLabels.card.organizer(data.organizer ?? '')}</p>
          <p>{`${conferenceLabels.detail.subject}：${data.disciplineName ?? ''}`}</p>
          <p>{conferenceLabels.card.papers(data.literatureCount)}</p>
          <TextLink href={href('/conference/:id', { id: data.id })}>{conferenceLabels.notice.toConference}</TextLink>
        </Panel>
      )}
      <AuditCounts conferenceId={conferenceId} />
    </ConferenceManagerFrame>
  );
}

export const page = definePage({
  Component: ConferenceManagerInfo,
  loader: loadConferenceManager,
  head: conferenceManagerHead(conferenceLabels.manager.info),
});
