import { useId } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import type { OrganizationProfile } from '@wenxian/api';
import { entityLabels, formatLargeCount, buildQuery } from '@wenxian/domain';
import { RankingTable } from '@wenxian/ui';
import { settle } from '../../../app/settle';
import type { AppStore } from '../../../app/store';
import {
  organizationsApi,
  useGetOrganizationChildrenQuery,
  useGetOrganizationGraphQuery,
  useGetOrganizationLiteraturesQuery,
  useGetOrganizationSubjectsQuery,
  useGetOrganizationTrendQuery,
  useShowOrganizationQuery,
} from '../../../features/entities/organizationsApi';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { definePage } from '../../../app/routeModule';
import { NetworkChartOf, ShareChartOf, TrendChartOf } from '../entityBlocks/EntityCharts';
import { OrganizationInfluence } from './OrganizationInfluence';
import { EntityActions } from '../../../features/entities/EntityActions';
import { ENTITY_PAGE_SIZE, loadAll, pageOf, requireFound } from '../../../features/entities/entityLoaders';
import { LiteratureSection, usePageParam } from '../entityBlocks/LiteratureSection';
import { QueryView } from '../../shared/QueryView';
import { EntityMain, EntityTabs, Facts, Grid, PageTitle, Section } from '../../shared/entityPageLayout';
import { entityHref, quoteHref } from '../../../features/entities/entityLinks';

const L = entityLabels.pages.organization;
const A = entityLabels.author;

export type OrganizationTab = 'home' | 'achievement' | 'graph' | 'influence' | 'unit';
const tabOf = (pathname: string): OrganizationTab => {
  const last = pathname.split('/').filter(Boolean)[2];
  return last === 'achievement' || last === 'graph' || last === 'influence' || last === 'unit' ? last : 'home';
};

/** ?v=jws: the organisation with its member units added up (virtual organisations always are). */
const vOf = (search: URLSearchParams) => (search.get('v') === 'jws' ? 'jws' : undefined);

function OrganizationHeader({ organ, tab, v }: { organ: OrganizationProfile; tab: OrganizationTab; v?: string }) {
  const id = organ.id;
  const query: [string, string | undefined][] = [['v', v]];
  const tabs = [
    { label: L.tabs.home, href: `${href('/organization/:id', { id })}${buildQuery(query)}`, isCurrent: tab === 'home' },
    {
      label: L.tabs.achievement,
      href: `${href('/organization/:id/achievement', { id })}${buildQuery(query)}`,
      isCurrent: tab === 'achievement',
    },
    {
      label: L.tabs.graph,
      href: `${href('/organization/:id/graph', { id })}${buildQuery(query)}`,
      isCurrent: tab === 'graph',
    },
    {
      label: L.tabs.influence,
      href: `${href('/organization/:id/influence', { id })}${buildQuery(query)}`,
      isCurrent: tab === 'influence',
    },
    {
      label: organ.isVirtual ? L.members : L.tabs.unit,
      href: `${href('/organization/:id/unit', { id })}${buildQuery(query)}`,
      isCurrent: tab === 'unit',
    },
    { label: L.tabs.quote, href: quoteHref('organ', id), isCurrent: false },
  ];
  return (
    <>
      <PageTitle>
        {organ.name}
        {organ.isVirtual && <small> · {L.virtual}</small>}
      </PageTitle>
      <Facts>
        <dt>{L.location}</dt>
        <dd>{[organ.province, organ.city].filter(Boolean).join(' · ')}</dd>
        <dt>{A.literatureCount}</dt>
        <dd>{formatLargeCount(organ.literatureCount)}</dd>
        <dt>{A.citedCount}</dt>
        <dd>{formatLargeCount(organ.citedCount)}</dd>
      </Facts>
      <div style={{ display: 'flex', gap: '0.8rem', marginTop: '1.2rem' }}>
        <EntityActions kind="organ" id={id} name={organ.name} />
      </div>
      <EntityTabs label={organ.name} tabs={tabs} />
    </>
  );
}

/** An organisation's pages: home (trends, subjects), achievement (papers), graph (collaboration), influence (world and China analyses), unit (member units). */
export function OrganizationPage() {
  // The rankings' headings name their tables (one heading printed, the table announced by it).
  const graphHeading = useId();
  const unitsHeading = useId();
  const id = useParams().id ?? '';
  const tab = tabOf(useLocation().pathname);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const v = vOf(search);
  const q = { id, v };
  const organ = useShowOrganizationQuery(q);
  const trend = useGetOrganizationTrendQuery(q, { skip: tab !== 'home' });
  const subjects = useGetOrganizationSubjectsQuery(q, { skip: tab !== 'home' });
  const literature = useGetOrganizationLiteraturesQuery(
    { ...q, pageNum: page, pageSize: ENTITY_PAGE_SIZE },
    { skip: tab !== 'achievement' },
  );
  const graph = useGetOrganizationGraphQuery(q, { skip: tab !== 'graph' });
  const children = useGetOrganizationChildrenQuery(q, { skip: tab !== 'unit' });
  if (organ.isError) return <ApiErrorView error={organ.error} />;
  return (
    <EntityMain>
      <QueryView state={organ}>{(data) => <OrganizationHeader organ={data} tab={tab} v={v} />}</QueryView>
      {tab === 'home' && (
        <Grid>
          <Section title={L.trend}>
            <TrendChartOf label={L.trend} state={trend} />
          </Section>
          <Section title={L.subjects}>
            <ShareChartOf label={L.subjects} state={subjects} valueName={A.literatureCount} />
          </Section>
        </Grid>
      )}
      {tab === 'achievement' && (
        <LiteratureSection title={entityLabels.pages.literature} state={literature} page={page} onPage={setPage} />
      )}
      {tab === 'graph' && (
        <Section id={graphHeading} title={L.graph} aside={<span>{L.graphHint}</span>}>
          <NetworkChartOf
            label={L.graph}
            state={graph}
            onNodeClick={(node) => node !== id && navigate(href('/organization/:id/graph', { id: node }))}
          />
          <QueryView state={graph} isEmpty={(d) => d.nodes.length <= 1}>
            {(data) => (
              <RankingTable
                labelledBy={graphHeading}
                valueLabel={entityLabels.chart.weight}
                rows={data.nodes.slice(1).map((n, i) => ({
                  rank: i + 1,
                  name: n.name,
                  href: href('/organization/:id/graph', { id: n.id ?? '' }),
                  value: n.count,
                }))}
              />
            )}
          </QueryView>
        </Section>
      )}
      {tab === 'influence' && <OrganizationInfluence id={id} v={v} />}
      {tab === 'unit' && (
        <Section id={unitsHeading} title={organ.data?.isVirtual ? L.members : L.units}>
          <QueryView state={children} isEmpty={(d) => d.length === 0}>
            {(list) => (
              <RankingTable
                labelledBy={unitsHeading}
                valueLabel={A.literatureCount}
                rows={[...list]
                  .sort((a, b) => b.literatureCount - a.literatureCount)
                  .map((o, i) => ({
                    rank: i + 1,
                    name: o.name,
                    href: entityHref.organization(o.id),
                    detail: `${A.citedCount} ${formatLargeCount(o.citedCount)}`,
                    value: o.literatureCount,
                  }))}
              />
            )}
          </QueryView>
        </Section>
      )}
    </EntityMain>
  );
}

function requestsOf(
  store: AppStore,
  id: string,
  tab: OrganizationTab,
  search: URLSearchParams,
): Parameters<typeof loadAll>[0] {
  const e = organizationsApi.endpoints;
  const d = store.dispatch;
  const q = { id, v: vOf(search) };
  switch (tab) {
    case 'home':
      return [d(e.getOrganizationTrend.initiate(q)), d(e.getOrganizationSubjects.initiate(q))];
    case 'achievement':
      return [d(e.getOrganizationLiteratures.initiate({ ...q, pageNum: pageOf(search), pageSize: ENTITY_PAGE_SIZE }))];
    case 'graph':
      return [d(e.getOrganizationGraph.initiate(q))];
    case 'influence':
      return [d(e.getOrganizationWorld.initiate(q)), d(e.getOrganizationChina.initiate(q))];
    default:
      return [d(e.getOrganizationChildren.initiate(q))];
  }
}

export const page = definePage({
  Component: OrganizationPage,
  loader: async ({ store, params, url }) => {
    const id = params.id ?? '';
    const tab = tabOf(url.pathname);
    const [organ] = await Promise.all([
      settle(store.dispatch(organizationsApi.endpoints.showOrganization.initiate({ id, v: vOf(url.searchParams) }))),
      loadAll(requestsOf(store, id, tab, url.searchParams)),
    ]);
    requireFound(organ);
    return { name: organ.data?.name ?? '', tab };
  },
  head: ({ data }) => ({
    title: data.tab === 'home' ? data.name : `${data.name} ${L.tabs[data.tab]}`,
    description: data.name,
    keywords: data.name,
  }),
});
