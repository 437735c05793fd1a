import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import { Pagination, SiteLink, TextLink } from '@wenxian/ui';
import { conferenceLabels, conferencePageTitle, documentPath, messages } from '@wenxian/domain';
import { settle } from '../../app/settle';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { definePage, pageFailure } from '../../app/routeModule';
import {
  conferenceApi,
  useGetConferenceLiteraturesQuery,
  useSearchConferenceBooksQuery,
  useShowConferenceQuery,
} from '../../features/conference/conferenceApi';
import { Wrap } from './conference.styles';
import { Panel } from '../shared/backOffice.styles';
import { CardList } from '../shared/ConferenceCards';
import { pageOf } from '../../features/entities/entityLoaders';

const labels = conferenceLabels;
const PAGE_SIZE = 20;

const papersQuery = (id: string, bookId: string | undefined, search: URLSearchParams) => ({
  id,
  ...(bookId ? { bookId } : {}),
  pageNum: pageOf(search),
  pageSize: PAGE_SIZE,
});

/**
 * /conference/{id}: the conference, its proceedings and its papers (each to its document page);
 * /conference/{id}/{ids}: one proceedings book of it and its papers.
 */
export function ConferenceDetailPage() {
  const { id = '', ids } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const conference = useShowConferenceQuery(id);
  const books = useSearchConferenceBooksQuery(
    { organizerId: conference.data?.organizerId ?? '', pageSize: 100 },
    { skip: !conference.data },
  );
  const papers = useGetConferenceLiteraturesQuery(papersQuery(id, ids, search));
  if (conference.error) return <ApiErrorView error={conference.error} />;
  const c = conference.data;
  const ownBooks = (books.data?.list ?? []).filter((b) => b.conferenceId === id);
  const book = ownBooks.find((b) => b.id === ids);
  return (
    <Wrap>
      {!c ? (
        <p role="status">{messages.loader.loading}</p>
      ) : (
        <>
          <h1>{book ? book.title : c.name}</h1>
          <Panel aria-label={labels.detail.info}>
            <h2>{labels.detail.info}</h2>
            <p>{labels.card.date(c.startDate ?? '', c.endDate ?? '')}</p>
            <p>{labels.card.place(c.city ?? '')}</p>
            <p>
              {/* Only the organizer's name is the link: 主办： is its label. */}
              {labels.card.organizerLabel}
              <TextLink href={href('/conference/organization/:id?', { id: c.organizerId ?? '' })}>
                {c.organizer}
              </TextLink>
            </p>
            <p>{`${labels.detail.subject}：${c.disciplineName ?? ''}`}</p>
            <p>
              {/* Links among the plain facts above read as links (TextLink), not as more text. */}
              <TextLink href={href('/conference/notice/:id?', { id: c.id })}>{labels.card.notice}</TextLink>
              {book ? (
                <>
                  {' · '}
                  <TextLink href={href('/conference/:id', { id: c.id })}>{c.name}</TextLink>
                </>
              ) : null}
            </p>
          </Panel>
          {!book && ownBooks.length ? (
            <Panel aria-label={labels.detail.books}>
              <h2>{labels.detail.books}</h2>
              <CardList>
                {ownBooks.map((b) => (
                  <li key={b.id}>
                    <h3>
                      <SiteLink href={href('/conference/:id/:ids', { id, ids: b.id })}>{b.title}</SiteLink>
                    </h3>
                    <p>{b.year}</p>
                  </li>
                ))}
              </CardList>
            </Panel>
          ) : null}
        </>
      )}
      <Panel aria-label={labels.detail.papers}>
        <h2>{`${labels.detail.papers}（${papers.data?.total ?? 0}）`}</h2>
        {!papers.data ? (
          <p role="status">{messages.loader.loading}</p>
        ) : papers.data.list.length ? (
          <ol>
            {papers.data.list.map((p) => (
              <li key={p.id}>
                <TextLink href={documentPath(p.type, p.id) ?? href('/doc/conference/:id?', { id: p.id })}>
                  {p.title}
                </TextLink>{' '}
                — {p.authors.map((a) => a.name).join('；')}
              </li>
            ))}
          </ol>
        ) : (
          <p>{messages.loader.empty}</p>
        )}
        {papers.data && papers.data.total > PAGE_SIZE ? (
          <Pagination
            page={papersQuery(id, ids, search).pageNum}
            pageSize={PAGE_SIZE}
            total={papers.data.total}
            onChange={(page) => void navigate(`?page=${page}`)}
          />
        ) : null}
      </Panel>
    </Wrap>
  );
}

export const page = definePage({
  Component: ConferenceDetailPage,
  loader: async ({ store, params, url }) => {
    const id = params.id ?? '';
    const shown = await settle(store.dispatch(conferenceApi.endpoints.showConference.initiate(id)));
    if (shown.error) throw pageFailure(shown.error);
    await Promise.all([
      settle(
        store.dispatch(
          conferenceApi.endpoints.searchConferenceBooks.initiate({
            organizerId: shown.data?.organizerId ?? '',
            pageSize: 100,
          }),
        ),
      ),
      settle(
        store.dispatch(
          conferenceApi.endpoints.getConferenceLiteratures.initiate(papersQuery(id, params.ids, url.searchParams)),
        ),
      ),
    ]);
    return shown.data?.name ?? '';
  },
  head: ({ data, params }) => ({
    title: conferencePageTitle(data),
    canonical: `/conference/${params.id ?? ''}${params.ids ? `/${params.ids}` : ''}`,
  }),
});
