import { useParams } from 'react-router-dom';
import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { conferenceLabels, conferencePageTitle, messages } from '@wenxian/domain';
import { settle } from '../../app/settle';
import { definePage, pageFailure } from '../../app/routeModule';
import { CardList, ConferenceCard } from '../shared/ConferenceCards';
import {
  conferenceApi,
  useSearchConferencesQuery,
  useShowConferenceQuery,
} from '../../features/conference/conferenceApi';
import { Wrap } from './conference.styles';
import { Panel } from '../shared/backOffice.styles';

const labels = conferenceLabels.notice;
const LIST = { pageSize: 20 } as const;

function Notice({ id }: { id: string }) {
  const { data: c } = useShowConferenceQuery(id);
  if (!c) return <p role="status">{messages.loader.loading}</p>;
  return (
    <>
      <h1>{`${c.name} ${labels.title}`}</h1>
      <Panel aria-label={labels.title}>
        <p>{labels.body(c.name, c.city ?? '', c.startDate ?? '', c.endDate ?? '', c.organizer ?? '')}</p>
        <SiteLink href={href('/conference/:id', { id: c.id })}>{labels.toConference}</SiteLink>
      </Panel>
    </>
  );
}

function NoticeList() {
  const { data } = useSearchConferencesQuery(LIST);
  return (
    <>
      <h1>{labels.listHeading}</h1>
      {data ? (
        <CardList>
          {data.list.map((c) => (
            <ConferenceCard key={c.id} conference={c} />
          ))}
        </CardList>
      ) : (
        <p role="status">{messages.loader.loading}</p>
      )}
    </>
  );
}

/** /conference/notice/{id?}: a conference's call (its dates, place and organizer), or the latest calls. */
export function ConferenceNoticePage() {
  const { id } = useParams();
  return <Wrap>{id ? <Notice id={id} /> : <NoticeList />}</Wrap>;
}

export const page = definePage({
  Component: ConferenceNoticePage,
  loader: async ({ store, params }) => {
    if (!params.id)
      return void (await settle(store.dispatch(conferenceApi.endpoints.searchConferences.initiate(LIST))));
    const shown = await settle(store.dispatch(conferenceApi.endpoints.showConference.initiate(params.id)));
    if (shown.error) throw pageFailure(shown.error);
    return shown.data?.name;
  },
  // The tab names the conference whose call it shows, as the h1 does.
  head: ({ data }) => ({ title: conferencePageTitle(data ? `${data} ${labels.title}` : labels.title) }),
});
