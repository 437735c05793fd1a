import { useId } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import type { AuthorListQuery } from '@wenxian/api';
import { authorPageDescription, entityLabels, buildQuery } from '@wenxian/domain';
import { RankingTable, SiteLink } from '@wenxian/ui';
import { settle } from '../../../app/settle';
import type { AppStore } from '../../../app/store';
import {
  authorsApi,
  useGetAuthorCoAuthorsQuery,
  useGetAuthorCollaborationQuery,
  useGetAuthorCoOrgansQuery,
  useGetAuthorInfoQuery,
  useGetAuthorLiteraturesQuery,
  useGetAuthorResearchFieldQuery,
  useGetAuthorTrendQuery,
  useGetSameNameAuthorQuery,
} from '../../../features/entities/authorsApi';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { definePage } from '../../../app/routeModule';
import { NetworkChartOf, ShareChartOf, TrendChartOf } from '../entityBlocks/EntityCharts';
import { ENTITY_PAGE_SIZE, loadAll, pageOf, requireFound } from '../../../features/entities/entityLoaders';
import { LiteratureSection, usePageParam } from '../entityBlocks/LiteratureSection';
import { QueryView } from '../../shared/QueryView';
import { Columns, EntityMain, Grid, LinkList, Section } from '../../shared/entityPageLayout';
import { entityHref } from '../../../features/entities/entityLinks';
import { AuthorCards } from '../../shared/AuthorCards';
import { AuthorHeader, type AuthorTab } from './AuthorHeader';

const L = entityLabels.pages.author;
const A = entityLabels.author;

const tabOf = (pathname: string): AuthorTab => {
  const last = pathname.split('/').filter(Boolean)[2];
  return last === 'achievement' || last === 'achome' || last === 'detail' || last === 'influence' ? last : 'home';
};

/** The literature list of a tab: achievement filters by ?year= and sorts by ?sort=cited. */
function literatureQuery(id: string, tab: AuthorTab, search: URLSearchParams): AuthorListQuery {
  const year = Number(search.get('year'));
  return {
    id,
    pageNum: pageOf(search),
    pageSize: tab === 'achome' ? 5 : ENTITY_PAGE_SIZE,
    ...(tab === 'achome' || search.get('sort') === 'cited' ? { sort: 'cited' as const } : {}),
    ...(tab === 'achievement' && Number.isInteger(year) && year > 0 ? { year } : {}),
  };
}

/** An author's pages (/author/{id} and its achievement, achome, detail and influence sub-pages). */
export function AuthorPage() {
  // The rankings' headings name their tables (one heading printed, the table announced by it).
  const coOrgansHeading = useId();
  const id = useParams().id ?? '';
  const tab = tabOf(useLocation().pathname);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const author = useGetAuthorInfoQuery({ id });
  const literature = useGetAuthorLiteraturesQuery(literatureQuery(id, tab, search), {
    skip: tab === 'detail' || tab === 'influence',
  });
  const coAuthors = useGetAuthorCoAuthorsQuery({ id }, { skip: tab !== 'home' });
  const fields = useGetAuthorResearchFieldQuery({ id }, { skip: tab !== 'home' && tab !== 'achome' });
  const trend = useGetAuthorTrendQuery(
    { id },
    { skip: tab !== 'achievement' && tab !== 'achome' && tab !== 'influence' },
  );
  const coOrgans = useGetAuthorCoOrgansQuery({ id }, { skip: tab !== 'detail' });
  const sameName = useGetSameNameAuthorQuery({ id }, { skip: tab !== 'detail' });
  const network = useGetAuthorCollaborationQuery({ id }, { skip: tab !== 'influence' });
  if (author.isError) return <ApiErrorView error={author.error} />;

  const literatureTitle = tab === 'achome' ? L.sortCited : L.literature;
  const sortAside = tab === 'achievement' && (
    <LinkList aria-label={L.literature}>
      <li>
        <SiteLink
          href={href('/author/:id/achievement', { id })}
          aria-current={search.get('sort') !== 'cited' ? 'page' : undefined}
        >
          {L.sortDate}
        </SiteLink>
      </li>
      <li>
        <SiteLink
          href={`${href('/author/:id/achievement', { id })}${buildQuery([['sort', 'cited']])}`}
          aria-current={search.get('sort') === 'cited' ? 'page' : undefined}
        >
          {L.sortCited}
        </SiteLink>
      </li>
    </LinkList>
  );
  const yearFilter = tab === 'achievement' && trend.data && (
    <Section title={L.yearFilter}>
      <LinkList aria-label={L.yearFilter}>
        {(trend.data.find((s) => s.name === '发文量')?.points ?? [])
          .filter((p) => p.value > 0)
          .map((p) => p.year)
          .reverse()
          .map((year) => (
            <li key={year}>
              <SiteLink
                href={`${href('/author/:id/achievement', { id })}${buildQuery([
                  ['year', String(year)],
                  ['sort', search.get('sort') ?? undefined],
                ])}`}
                aria-current={search.get('year') === String(year) ? 'page' : undefined}
              >
                {year}
              </SiteLink>
            </li>
          ))}
      </LinkList>
    </Section>
  );

  return (
    <EntityMain>
      <QueryView state={author}>{(data) => <AuthorHeader author={data} tab={tab} />}</QueryView>
      {(tab === 'home' || tab === 'achievement') && (
        <Columns>
          <LiteratureSection
            title={literatureTitle}
            state={literature}
            page={page}
            onPage={setPage}
            aside={sortAside}
          />
          <div>
            {tab === 'home' && (
              <>
                <Section title={L.coAuthors}>
                  <QueryView state={coAuthors} isEmpty={(d) => d.length === 0}>
                    {(list) => (
                      <LinkList aria-label={L.coAuthors}>
                        {list.map((a) => (
                          <li key={a.id ?? a.name}>
                            <SiteLink href={entityHref.author(a.id ?? '')}>
                              {a.name}（{a.count}）
                            </SiteLink>
                          </li>
                        ))}
                      </LinkList>
                    )}
                  </QueryView>
                </Section>
                <Section title={L.fields}>
                  <QueryView state={fields} isEmpty={(d) => d.length === 0}>
                    {(list) => (
                      <LinkList aria-label={L.fields}>
                        {list.map((f) => (
                          <li key={f.name}>
                            <SiteLink href={entityHref.subject(f.id ?? f.name)}>{f.name}</SiteLink>
                          </li>
                        ))}
                      </LinkList>
                    )}
                  </QueryView>
                </Section>
              </>
            )}
            {yearFilter}
            {tab === 'achievement' && (
              <Section title={L.trend}>
                <TrendChartOf label={L.trend} state={trend} names={['发文量', '被引量']} />
              </Section>
            )}
          </div>
        </Columns>
      )}
      {tab === 'achome' && (
        <>
          <Grid>
            <Section title={L.trend}>
              <TrendChartOf label={L.trend} state={trend} />
            </Section>
            <Section title={L.fields}>
              <ShareChartOf label={L.fields} state={fields} valueName={A.literatureCount} />
            </Section>
          </Grid>
          <LiteratureSection
            title={literatureTitle}
            state={literature}
            page={1}
            onPage={() => navigate(`${href('/author/:id/achievement', { id })}${buildQuery([['sort', 'cited']])}`)}
          />
        </>
      )}
      {tab === 'detail' && (
        <Grid>
          <Section id={coOrgansHeading} title={L.coOrgans}>
            <QueryView state={coOrgans} isEmpty={(d) => d.length === 0}>
              {(rows) => (
                <RankingTable
                  labelledBy={coOrgansHeading}
                  valueLabel={entityLabels.chart.weight}
                  rows={rows.map((o, i) => ({
                    rank: i + 1,
                    name: o.name,
                    href: o.id ? entityHref.organization(o.id) : undefined,
                    value: o.count,
                  }))}
                />
              )}
            </QueryView>
          </Section>
          <Section title={L.sameName}>
            <QueryView state={sameName} isEmpty={(d) => d.length === 0}>
              {(list) => <AuthorCards authors={list} label={L.sameName} />}
            </QueryView>
          </Section>
        </Grid>
      )}
      {tab === 'influence' && (
        <>
          <Section title={L.network}>
            <NetworkChartOf
              label={L.network}
              state={network}
              onNodeClick={(node) => node !== id && navigate(entityHref.author(node))}
            />
          </Section>
          <Section title={L.trend}>
            <TrendChartOf label={L.trend} state={trend} />
          </Section>
        </>
      )}
    </EntityMain>
  );
}

/** What the server loads for each tab (the same queries the component reads). */
function requestsOf(store: AppStore, id: string, tab: AuthorTab, search: URLSearchParams) {
  const e = authorsApi.endpoints;
  const d = store.dispatch;
  const list: Parameters<typeof loadAll>[0] =
    tab !== 'detail' && tab !== 'influence'
      ? [d(e.getAuthorLiteratures.initiate(literatureQuery(id, tab, search)))]
      : [];
  type Requests = Parameters<typeof loadAll>[0];
  // Functions, so only the chosen tab's queries start.
  const byTab: Record<AuthorTab, () => Requests> = {
    home: () => [d(e.getAuthorCoAuthors.initiate({ id })), d(e.getAuthorResearchField.initiate({ id }))],
    achievement: () => [d(e.getAuthorTrend.initiate({ id }))],
    achome: () => [d(e.getAuthorTrend.initiate({ id })), d(e.getAuthorResearchField.initiate({ id }))],
    detail: () => [d(e.getAuthorCoOrgans.initiate({ id })), d(e.getSameNameAuthor.initiate({ id }))],
    influence: () => [d(e.getAuthorCollaboration.initiate({ id })), d(e.getAuthorTrend.initiate({ id }))],
  };
  return [...list, ...byTab[tab]()];
}

export const page = definePage({
  Component: AuthorPage,
  loader: async ({ store, params, url }) => {
    const id = params.id ?? '';
    const tab = tabOf(url.pathname);
    const [author] = await Promise.all([
      settle(store.dispatch(authorsApi.endpoints.getAuthorInfo.initiate({ id }))),
      loadAll(requestsOf(store, id, tab, url.searchParams)),
    ]);
    requireFound(author);
    const name = author.data?.name ?? '';
    const description = author.data ? authorPageDescription(author.data) : name;
    return { name, organ: author.data?.organName ?? '', description, tab };
  },
  head: ({ data }) => ({
    title: data.tab === 'home' ? `${data.name} - ${data.organ}` : `${data.name} ${L.tabs[data.tab]} - ${data.organ}`,
    description: data.description,
    keywords: data.name,
  }),
});
