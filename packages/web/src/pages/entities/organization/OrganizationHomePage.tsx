import { useId } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { SearchRequest } from '@wenxian/api';
import { entityLabels, formatFigure, formatLargeCount, searchKeywordOf, searchTextOf } from '@wenxian/domain';
import { Pagination, RankingTable } from '@wenxian/ui';
import { organizationsApi, useSearchOrganizationsQuery } from '../../../features/entities/organizationsApi';
import { definePage } from '../../../app/routeModule';
import { usePageParam } from '../entityBlocks/LiteratureSection';
import { loadAll, pageOf } from '../../../features/entities/entityLoaders';
import { QueryView } from '../../shared/QueryView';
import { EntityMain, PageTitle, Section } from '../../shared/entityPageLayout';
import { entityHref } from '../../../features/entities/entityLinks';

const L = entityLabels.pages.organizationHome;
const O = entityLabels.pages.organization;
const A = entityLabels.author;
const PAGE_SIZE = 20;

const requestOf = (search: URLSearchParams): SearchRequest => {
  const k = searchKeywordOf(search.toString());
  return { conditions: k ? [{ searchField: 'S', content: k }] : [], pageNum: pageOf(search), pageSize: PAGE_SIZE };
};

const isEnglish = (pathname: string) => pathname.replace(/\/$/, '').endsWith('/organization/en');

/** The heading of the organisation home by address: /organization/en and /organization/version1/index are its other editions. */
const titleOf = (pathname: string) =>
  isEnglish(pathname) ? L.en : pathname.includes('version1') ? L.version1 : L.title;

/**
 * /organization (and /organization/default, /en, /version1/index): organisations ranked by papers, or
 * those matching ?k=; virtual organisations (alliances) are marked and open with ?v=jws. The search box is the
 * organization layout's banner (doc 000 §2.6), the page's only one: it searches /organization/search.
 * /organization/en is the English edition (docs/decisions/entities.md "English organisation list"): the same
 * ranking in English words over the organisations' English names (a firm without one keeps its Chinese name).
 */
export function OrganizationHomePage() {
  // The rankings' headings name their tables (one heading printed, the table announced by it).
  const rankingHeading = useId();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const [page, setPage] = usePageParam();
  const request = requestOf(search);
  const list = useSearchOrganizationsQuery(request);
  const k = searchKeywordOf(search.toString());
  const english = isEnglish(pathname);
  const E = L.english;
  const sectionTitle = english ? (k ? E.results : E.ranking) : k ? L.results : L.ranking;
  return (
    <EntityMain lang={english ? 'en' : undefined}>
      <PageTitle>{titleOf(pathname)}</PageTitle>
      <Section id={rankingHeading} title={sectionTitle}>
        <QueryView state={list} isEmpty={(d) => d.list.length === 0}>
          {(data) => (
            <>
              <RankingTable
                labelledBy={rankingHeading}
                valueLabel={english ? E.publications : A.literatureCount}
                headers={english ? { rank: E.rank, name: E.name } : undefined}
                rows={data.list.map((o, i) => ({
                  rank: (page - 1) * PAGE_SIZE + i + 1,
                  name: english ? (o.nameEn ?? o.name) : o.name,
                  href: entityHref.organization(o.id, o.isVirtual),
                  detail: english
                    ? `${o.isVirtual ? `${E.virtual} · ` : ''}${E.timesCited(formatFigure(o.citedCount))}`
                    : `${o.isVirtual ? `${O.virtual} · ` : ''}${A.citedCount} ${formatLargeCount(o.citedCount)}`,
                  value: o.literatureCount,
                }))}
              />
              <Pagination
                page={page}
                pageSize={PAGE_SIZE}
                total={data.total}
                onChange={setPage}
                labels={english ? E.pagination : undefined}
              />
            </>
          )}
        </QueryView>
      </Section>
    </EntityMain>
  );
}

export const page = definePage({
  Component: OrganizationHomePage,
  loader: async ({ store, url }) => {
    await loadAll([
      store.dispatch(organizationsApi.endpoints.searchOrganizations.initiate(requestOf(url.searchParams))),
    ]);
    return { title: titleOf(url.pathname), k: searchTextOf(url.search) };
  },
  head: ({ data }) => ({ title: data.k ? `${data.k} - ${data.title}` : data.title }),
});
