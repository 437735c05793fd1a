import { useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { conferenceLabels, messages, searchTextOf } from '@wenxian/domain';
import { settle } from '../../app/settle';
import { definePage } from '../../app/routeModule';
import { CardList, ConferenceCard } from '../shared/ConferenceCards';
import {
  conferenceApi,
  useSearchConferenceBooksQuery,
  useSearchConferencesQuery,
} from '../../features/conference/conferenceApi';
import { Wrap } from './conference.styles';
import { Panel } from '../shared/backOffice.styles';

const labels = conferenceLabels.results;
const queryOf = (search: URLSearchParams) => ({ keyword: searchTextOf(search.toString()), pageSize: 50 });

/** /conference/results?k=: the conferences and proceedings whose names hold the keyword. */
export function ConferenceResultsPage() {
  const [search] = useSearchParams();
  const query = queryOf(search);
  const conferences = useSearchConferencesQuery(query);
  const books = useSearchConferenceBooksQuery(query);
  return (
    <Wrap>
      <h1>{labels.title(query.keyword)}</h1>
      <Panel aria-label={labels.conferences(conferences.data?.total ?? 0)}>
        <h2>{labels.conferences(conferences.data?.total ?? 0)}</h2>
        {!conferences.data ? (
          <p role="status">{messages.loader.loading}</p>
        ) : conferences.data.list.length ? (
          <CardList>
            {conferences.data.list.map((c) => (
              <ConferenceCard key={c.id} conference={c} />
            ))}
          </CardList>
        ) : (
          <p>{messages.loader.empty}</p>
        )}
      </Panel>
      <Panel aria-label={labels.books(books.data?.total ?? 0)}>
        <h2>{labels.books(books.data?.total ?? 0)}</h2>
        {books.data?.list.length ? (
          <ul>
            {books.data.list.map((b) => (
              <li key={b.id}>
                <SiteLink href={href('/conference/:id/:ids', { id: b.conferenceId, ids: b.id })}>{b.title}</SiteLink>（
                {b.year}）
              </li>
            ))}
          </ul>
        ) : books.data ? (
          <p>{messages.loader.empty}</p>
        ) : null}
      </Panel>
    </Wrap>
  );
}

export const page = definePage({
  Component: ConferenceResultsPage,
  loader: async ({ store, url }) => {
    const query = queryOf(url.searchParams);
    await Promise.all([
      settle(store.dispatch(conferenceApi.endpoints.searchConferences.initiate(query))),
      settle(store.dispatch(conferenceApi.endpoints.searchConferenceBooks.initiate(query))),
    ]);
    return query.keyword;
  },
  head: ({ data }) => ({ title: labels.title(data), noindex: true }),
});
