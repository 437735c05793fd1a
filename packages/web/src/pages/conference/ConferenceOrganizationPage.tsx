import { useParams } from 'react-router-dom';
import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { conferenceLabels, conferencePageTitle, messages } from '@wenxian/domain';
import { settle } from '../../app/settle';
import { definePage } from '../../app/routeModule';
import { CardList, ConferenceCard } from '../shared/ConferenceCards';
import { conferenceApi, useSearchConferencesQuery } from '../../features/conference/conferenceApi';
import { Wrap } from './conference.styles';
import { Panel } from '../shared/backOffice.styles';

const labels = conferenceLabels.organization;
const queryOf = (id: string | undefined) => ({ pageSize: 100, ...(id ? { organizerId: id } : {}) });

/** /conference/organization/{id?}: an organizer's conferences, or every organizer with how many it hosts. */
export function ConferenceOrganizationPage() {
  const { id } = useParams();
  const { data } = useSearchConferencesQuery(queryOf(id));
  if (!data)
    return (
      <Wrap>
        <p role="status">{messages.loader.loading}</p>
      </Wrap>
    );
  if (id) {
    const name = data.list[0]?.organizer ?? '';
    return (
      <Wrap>
        <h1>{name || labels.title}</h1>
        <Panel aria-label={labels.conferences(data.total)}>
          <h2>{labels.conferences(data.total)}</h2>
          {data.list.length ? (
            <CardList>
              {data.list.map((c) => (
                <ConferenceCard key={c.id} conference={c} />
              ))}
            </CardList>
          ) : (
            <p>{messages.loader.empty}</p>
          )}
        </Panel>
      </Wrap>
    );
  }
  const organizers = [
    ...data.list.reduce(
      (map, c) =>
        map.set(c.organizerId ?? '', {
          name: c.organizer ?? '',
          count: (map.get(c.organizerId ?? '')?.count ?? 0) + 1,
        }),
      new Map<string, { name: string; count: number }>(),
    ),
  ].sort((a, b) => b[1].count - a[1].count || a[1].name.localeCompare(b[1].name, 'zh'));
  return (
    <Wrap>
      <h1>{labels.listHeading}</h1>
      <CardList>
        {organizers.map(([organizerId, o]) => (
          <li key={organizerId}>
            <h2>
              <SiteLink href={href('/conference/organization/:id?', { id: organizerId })}>{o.name}</SiteLink>
            </h2>
            <p>{labels.conferences(o.count)}</p>
          </li>
        ))}
      </CardList>
    </Wrap>
  );
}

export const page = definePage({
  Component: ConferenceOrganizationPage,
  loader: async ({ store, params }) => {
    const found = await settle(store.dispatch(conferenceApi.endpoints.searchConferences.initiate(queryOf(params.id))));
    return params.id ? found.data?.list[0]?.organizer : undefined;
  },
  // An organizer's page is titled with its name, as its h1 is; the list of organizers with the list's name.
  head: ({ data, params }) => ({
    title: conferencePageTitle(params.id ? data || labels.title : labels.listHeading),
  }),
});
