import { useId } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import type { AuthorListQuery, AuthorRankRow } from '@wenxian/api';
import { entityLabels, buildQuery } from '@wenxian/domain';
import { RankingTable, SiteLink } from '@wenxian/ui';
import type { AppStore } from '../../../app/store';
import {
  authorsApi,
  useGetAuthorCitationRankingQuery,
  useGetAuthorClassLibQuery,
  useGetAuthorOrganLibQuery,
  useGetAuthorRankAnalysisQuery,
  useGetAuthorRecommendQuery,
} from '../../../features/entities/authorsApi';
import { definePage } from '../../../app/routeModule';
import { loadAll } from '../../../features/entities/entityLoaders';
import { QueryView, type QueryState } from '../../shared/QueryView';
import { Columns, EntityMain, LinkList, PageTitle, Section } from '../../shared/entityPageLayout';
import { entityHref } from '../../../features/entities/entityLinks';
import { AuthorCards } from '../../shared/AuthorCards';

const R = entityLabels.pages.authorRanking;
const A = entityLabels.author;

/** Which ranking a route shows: by discipline, by organisation, excellent talent, or by number of papers. */
type RankingKind = 'domain' | 'organization' | 'excellentTalent' | 'literatureNumber';

function kindOf(pathname: string): RankingKind {
  const segment = pathname.split('/')[2];
  return segment === 'domain' || segment === 'organization' || segment === 'excellentTalent'
    ? segment
    : 'literatureNumber';
}

/** The ranking's filter and measure: the route's id is a class (domain, literatureNumber) or an organisation. */
function rankingQuery(kind: RankingKind, id: string | undefined): { query: AuthorListQuery; byCitation: boolean } {
  if (kind === 'organization') return { query: id ? { organId: id } : {}, byCitation: true };
  if (kind === 'domain') return { query: id ? { classId: id } : {}, byCitation: true };
  return { query: id ? { classId: id } : {}, byCitation: false };
}

const titleOf = (kind: RankingKind, byCited: boolean) =>
  byCited && kind === 'literatureNumber'
    ? R.citation
    : {
        domain: R.domain,
        organization: R.organization,
        excellentTalent: R.excellentTalent,
        literatureNumber: R.literatureNumber,
      }[kind];

function RankTable({
  labelledBy,
  state,
  valueLabel,
}: {
  /** The id of the heading that names the table. */
  labelledBy: string;
  state: QueryState<AuthorRankRow[]>;
  valueLabel: string;
}) {
  return (
    <QueryView state={state} isEmpty={(d) => d.length === 0}>
      {(rows) => (
        <RankingTable
          labelledBy={labelledBy}
          valueLabel={valueLabel}
          rows={rows.map((r) => ({
            rank: r.rank,
            name: r.author.name,
            href: entityHref.author(r.author.id),
            detail: r.author.organName,
            value: r.value,
          }))}
        />
      )}
    </QueryView>
  );
}

/**
 * Author rankings: /author/domain(/{class}), /author/organization(/{organ}), /author/excellentTalent(/list),
 * /author/literatureNumber(/list/{class}); ?by=cited ranks the literature-number list by times cited.
 */
export function AuthorRankingPage() {
  const { pathname } = useLocation();
  const id = useParams().id;
  const [search] = useSearchParams();
  const kind = kindOf(pathname);
  const byCited = kind !== 'literatureNumber' || search.get('by') === 'cited';
  const { query } = rankingQuery(kind, id);
  const title = titleOf(kind, search.get('by') === 'cited');
  // The page's heading names the ranking's table (printed once, announced with the table).
  const titleId = useId();
  const cited = useGetAuthorCitationRankingQuery(query, { skip: !byCited || kind === 'excellentTalent' });
  const papers = useGetAuthorRankAnalysisQuery(query, { skip: byCited });
  const talent = useGetAuthorRecommendQuery({}, { skip: kind !== 'excellentTalent' });
  const classes = useGetAuthorClassLibQuery(undefined, { skip: kind !== 'domain' && kind !== 'literatureNumber' });
  const organs = useGetAuthorOrganLibQuery(undefined, { skip: kind !== 'organization' });

  const chooser =
    kind === 'organization' ? (
      <Section title={R.chooseOrgan}>
        <QueryView state={organs} isEmpty={(d) => d.length === 0}>
          {(list) => (
            <LinkList aria-label={R.chooseOrgan}>
              {list.map((o) => (
                <li key={o.id}>
                  <SiteLink
                    href={href('/author/organization/:id', { id: o.id ?? '' })}
                    aria-current={o.id === id ? 'page' : undefined}
                  >
                    {o.name}
                  </SiteLink>
                </li>
              ))}
            </LinkList>
          )}
        </QueryView>
      </Section>
    ) : kind === 'domain' || kind === 'literatureNumber' ? (
      <Section title={R.chooseClass}>
        <QueryView state={classes} isEmpty={(d) => d.length === 0}>
          {(list) => (
            <LinkList aria-label={R.chooseClass}>
              {list.map((c) => (
                <li key={c.id}>
                  <SiteLink
                    href={
                      kind === 'domain'
                        ? href('/author/domain/:id', { id: c.id })
                        : `${href('/author/literatureNumber/list/:id?', { id: c.id })}${buildQuery([
                            ['by', search.get('by') ?? undefined],
                          ])}`
                    }
                    aria-current={c.id === id ? 'page' : undefined}
                  >
                    {c.label}
                  </SiteLink>
                </li>
              ))}
            </LinkList>
          )}
        </QueryView>
      </Section>
    ) : (
      <Section title={R.excellentTalent} isTitleHidden>
        <SiteLink href={href('/author/excellentTalent/list')}>{entityLabels.pages.more}</SiteLink>
      </Section>
    );

  return (
    <EntityMain>
      <PageTitle id={titleId}>{title}</PageTitle>
      <Columns>
        <Section title={title} isTitleHidden>
          {kind === 'excellentTalent' ? (
            <QueryView state={talent} isEmpty={(d) => d.length === 0}>
              {(list) =>
                pathname.endsWith('/list') ? (
                  <RankingTable
                    labelledBy={titleId}
                    valueLabel={A.citedCount}
                    rows={list.map((a, i) => ({
                      rank: i + 1,
                      name: a.name,
                      href: entityHref.author(a.id),
                      detail: a.organName,
                      value: a.citedCount,
                    }))}
                  />
                ) : (
                  <AuthorCards authors={list} label={title} />
                )
              }
            </QueryView>
          ) : byCited ? (
            <RankTable labelledBy={titleId} state={cited} valueLabel={A.citedCount} />
          ) : (
            <RankTable labelledBy={titleId} state={papers} valueLabel={A.literatureCount} />
          )}
        </Section>
        {chooser}
      </Columns>
    </EntityMain>
  );
}

function requestsOf(
  store: AppStore,
  pathname: string,
  id: string | undefined,
  search: URLSearchParams,
): Parameters<typeof loadAll>[0] {
  const e = authorsApi.endpoints;
  const kind = kindOf(pathname);
  const byCited = kind !== 'literatureNumber' || search.get('by') === 'cited';
  const { query } = rankingQuery(kind, id);
  if (kind === 'excellentTalent') return [store.dispatch(e.getAuthorRecommend.initiate({}))];
  return [
    byCited
      ? store.dispatch(e.getAuthorCitationRanking.initiate(query))
      : store.dispatch(e.getAuthorRankAnalysis.initiate(query)),
    kind === 'organization'
      ? store.dispatch(e.getAuthorOrganLib.initiate())
      : store.dispatch(e.getAuthorClassLib.initiate()),
  ];
}

export const page = definePage({
  Component: AuthorRankingPage,
  loader: async ({ store, params, url }) => {
    await loadAll(requestsOf(store, url.pathname, params.id, url.searchParams));
    return { title: titleOf(kindOf(url.pathname), url.searchParams.get('by') === 'cited') };
  },
  head: ({ data }) => ({ title: data.title }),
});
