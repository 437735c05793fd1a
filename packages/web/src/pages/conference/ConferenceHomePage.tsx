import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import { Button, Pagination, TextLink } from '@wenxian/ui';
import { conferenceLabels, formatBeijing, messages } from '@wenxian/domain';
import { settle } from '../../app/settle';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { definePage } from '../../app/routeModule';
import { CardList, ConferenceCard } from '../shared/ConferenceCards';
import { conferenceApi, useSearchConferencesQuery } from '../../features/conference/conferenceApi';
import { Filters, Wrap } from './conference.styles';
import { Panel } from '../shared/backOffice.styles';
import { pageOf } from '../../features/entities/entityLoaders';

const labels = conferenceLabels.home;
const ALL = { pageSize: 100 } as const;
/** Ten rows of the two-column card grid: a page a user reads without a long scroll, as the site's other lists. */
export const CONFERENCE_PAGE_SIZE = 20;

/** The filters and page of /conference from its address: `subject` (discipline id), `city` and `page`. */
const filtersOf = (search: URLSearchParams) => {
  const subject = search.get('subject') ?? '';
  const city = search.get('city') ?? '';
  return {
    pageNum: pageOf(search),
    pageSize: CONFERENCE_PAGE_SIZE,
    ...(subject ? { disciplineId: subject } : {}),
    ...(city ? { city } : {}),
  };
};

/** /conference: the conferences newest first, by subject and by place, and a search over their names. */
export function ConferenceHomePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersOf(search);
  const all = useSearchConferencesQuery(ALL);
  const { data, error, isFetching } = useSearchConferencesQuery(filters);
  const [text, setText] = useState('');
  const options = all.data?.list ?? [];
  const subjects = [...new Map(options.map((c) => [c.disciplineId ?? '', c.disciplineName ?? ''])).entries()];
  const cities = [...new Set(options.map((c) => c.city ?? ''))].sort((a, b) => a.localeCompare(b, 'zh'));
  const choose = (key: 'subject' | 'city', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    // A new filter is a new list: it opens at its first page.
    next.delete('page');
    go(next);
  };
  // The page is in the address, so Back returns to the page the user left.
  const go = (next: URLSearchParams) => {
    const query = next.toString();
    void navigate(query ? `${href('/conference')}?${query}` : href('/conference'));
  };
  const turn = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    go(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`${href('/conference/results')}?k=${encodeURIComponent(text.trim())}`);
  };
  // Conferences are dated in Beijing: one starting today is upcoming until Beijing's midnight, not UTC's. The day
  // is read once, when the page opens.
  const [today] = useState(() => formatBeijing(Date.now()));
  const list = data?.list ?? [];
  const upcoming = list.filter((c) => (c.startDate ?? '') >= today);
  const recent = list.filter((c) => (c.startDate ?? '') < today);
  return (
    <Wrap>
      <h1>{labels.heading}</h1>
      <p>
        {labels.intro}{' '}
        {/* Everyone sees the way in: the role holder lands on the manager, anyone else on /conference/auth, which
            says why not (log in, or no role) — doc 000 §6 guards the route, not the link. */}
        <TextLink href={href('/conference/manager')}>{labels.managerEntry}</TextLink>
      </p>
      <Filters role="search" onSubmit={submit}>
        <label>
          {labels.searchLabel}
          <input
            size={40}
            value={text}
            placeholder={labels.searchPlaceholder}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <Button type="submit" variant="primary">
          {labels.search}
        </Button>
        <label>
          {labels.subject}
          <select value={search.get('subject') ?? ''} onChange={(e) => choose('subject', e.target.value)}>
            <option value="">{labels.all}</option>
            {subjects.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {labels.place}
          <select value={search.get('city') ?? ''} onChange={(e) => choose('city', e.target.value)}>
            <option value="">{labels.all}</option>
            {cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      {error && !data ? (
        <ApiErrorView error={error} />
      ) : !data ? (
        <p role="status">{messages.loader.loading}</p>
      ) : (
        <div aria-busy={isFetching}>
          {upcoming.length ? (
            <Panel aria-label={labels.upcoming}>
              <h2>{labels.upcoming}</h2>
              <CardList>
                {upcoming.map((c) => (
                  <ConferenceCard key={c.id} conference={c} />
                ))}
              </CardList>
            </Panel>
          ) : null}
          {/* A page of only upcoming conferences shows no empty 近期会议 beneath them; an empty list says so once. */}
          {recent.length || !upcoming.length ? (
            <Panel aria-label={labels.recent}>
              <h2>{labels.recent}</h2>
              {recent.length ? (
                <CardList>
                  {recent.map((c) => (
                    <ConferenceCard key={c.id} conference={c} />
                  ))}
                </CardList>
              ) : (
                <p>{messages.loader.empty}</p>
              )}
            </Panel>
          ) : null}
          {data.total > CONFERENCE_PAGE_SIZE ? (
            <Pagination page={filters.pageNum} pageSize={CONFERENCE_PAGE_SIZE} total={data.total} onChange={turn} />
          ) : null}
        </div>
      )}
    </Wrap>
  );
}

export const page = definePage({
  Component: ConferenceHomePage,
  loader: async ({ store, url }) => {
    await Promise.all([
      settle(store.dispatch(conferenceApi.endpoints.searchConferences.initiate(ALL))),
      settle(store.dispatch(conferenceApi.endpoints.searchConferences.initiate(filtersOf(url.searchParams)))),
    ]);
  },
  head: () => ({ title: labels.title, canonical: '/conference' }),
});
