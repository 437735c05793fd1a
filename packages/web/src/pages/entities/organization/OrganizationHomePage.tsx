import { useLocation, useSearchParams } from 'react-router-dom';
import type { SearchRequest } from '@wenxian/api';
import { entityLabels, formatLargeCount } from '@wenxian/domain';
import { Pagination, RankingTable } from '@wenxian/ui';
import { organizationsApi, useSearchOrganizationsQuery } from '../../../features/entities/organizationsApi';
import { definePage } from '../../../app/routeModule';
import { usePageParam } from '../entityBlocks/LiteratureSection';
import { loadAll, pageOf } from '../../../features/entities/entityLoaders';
import { QueryView } from '../entityBlocks/QueryView';
import { EntityMain, PageTitle, Section } from '../entityBlocks/entityPageLayout';
import { entityHref } from '../../../features/entities/entityLinks';

const L = entityLabels.pages.organizationHome;
const O = entityLabels.pages.organization;
const A = entityLabels.author;
const PAGE_SIZE = 20;

const requestOf = (search: URLSearchParams): SearchRequest => {
  const k = search.get('k')?.trim();
  return { conditions: k ? [{ searchField: 'S', content: k }] : [], pageNum: pageOf(search), pageSize: PAGE_SIZE };
};

/** The heading of the organisation home by address: /organization/en and /organization/version1/index are its other editions. */
const titleOf = (pathname: string) =>
  pathname.endsWith('/en') ? L.en : pathname.includes('version1') ? L.version1 : L.title;

/**
 * /organization (and /organization/default, /en, /version1/index): organisations ranked by papers, or
 * those matching ?k=; virtual organisations (alliances) are marked and open with ?v=jws. The search box is the
 * organization layout's banner (doc 000 §2.6), the page's only one: it searches /organization/search.
 */
export function OrganizationHomePage() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const [page, setPage] = usePageParam();
  const request = requestOf(search);
  const list = useSearchOrganizationsQuery(request);
  const k = search.get('k')?.trim();
  return (
    <EntityMain>
      <PageTitle>{titleOf(pathname)}</PageTitle>
      <Section title={k ? L.results : L.ranking}>
        <QueryView state={list} isEmpty={(d) => d.list.length === 0}>
          {(data) => (
            <>
              <RankingTable
                caption={k ? L.results : L.ranking}
                valueLabel={A.literatureCount}
                rows={data.list.map((o, i) => ({
                  rank: (page - 1) * PAGE_SIZE + i + 1,
                  name: o.name,
                  href: entityHref.organization(o.id, o.isVirtual),
                  detail: `${o.isVirtual ? `${O.virtual} · ` : ''}${A.citedCount} ${formatLargeCount(o.citedCount)}`,
                  value: o.literatureCount,
                }))}
              />
              <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
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
    return { title: titleOf(url.pathname), k: url.searchParams.get('k') ?? '' };
  },
  head: ({ data }) => ({ title: data.k ? `${data.k} - ${data.title}` : data.title }),
});
