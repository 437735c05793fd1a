import { useId } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { ChartSeries, LiteratureSummary } from '@wenxian/api';
import {
  citationReportCsv,
  citationReportOf,
  entityLabels,
  formatLargeCount,
  type CitationReport,
  measureAxisName,
} from '@wenxian/domain';
import { Button, RankingTable, SiteLink, TrendChart } from '@wenxian/ui';
import { settle } from '../../../app/settle';
import { saveFile } from '../../../features/shared/saveFile';
import { useAppDispatch } from '../../../app/hooks';
import { authorsApi, useGetAuthorCitationRankingQuery } from '../../../features/entities/authorsApi';
import { journalsApi, useGetHotJournalQuery } from '../../../features/entities/journalsApi';
import { organizationsApi, useSearchOrganizationsQuery } from '../../../features/entities/organizationsApi';
import { subjectsApi, useGetWordRankingsQuery } from '../../../features/entities/subjectsApi';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { toastShown } from '../../../features/shared/toastSlice';
import { definePage } from '../../../app/routeModule';
import { LiteratureSection, usePageParam } from '../entityBlocks/LiteratureSection';
import { ENTITY_PAGE_SIZE, loadAll, pageOf, requireFound } from '../../../features/entities/entityLoaders';
import { QueryView } from '../../shared/QueryView';
import { EntityMain, EntityTabs, Facts, LinkList, PageTitle, Section } from '../../shared/entityPageLayout';
import { quoteHref, type QuoteKind } from '../../../features/entities/entityLinks';
import { listQueryOf, quoteRequests, quoteRouteOf, useQuoteData } from './quoteData';

const L = entityLabels.pages.quote;
const S = entityLabels.citationReport.summary;

const seriesNamed = (trend: readonly ChartSeries[], name: string) => trend.find((s) => s.name === name)?.points ?? [];

/** The report from the entity's yearly series and its most-cited papers (domain rule). */
export function reportOf(trend: readonly ChartSeries[], mostCited: readonly LiteratureSummary[]): CitationReport {
  return citationReportOf({
    publicationsByYear: seriesNamed(trend, '发文量'),
    citedByPublicationYear: seriesNamed(trend, '被引量'),
    citationsByYear: seriesNamed(trend, '引用量'),
    mostCited: mostCited.map((p) => ({ id: p.id, title: p.title, year: p.year ?? 0, citedCount: p.citedCount ?? 0 })),
  });
}

/** Entities of a kind to pick from when the address names none (the most cited or most productive). */
function QuotePicker({ kind }: { kind: QuoteKind }) {
  const authors = useGetAuthorCitationRankingQuery({}, { skip: kind !== 'author' });
  const organs = useSearchOrganizationsQuery({ conditions: [], pageNum: 1, pageSize: 20 }, { skip: kind !== 'organ' });
  const journals = useGetHotJournalQuery({}, { skip: kind !== 'periodical' });
  const words = useGetWordRankingsQuery(undefined, { skip: kind !== 'subject' });
  const items =
    kind === 'author'
      ? authors.data?.map((r) => ({ id: r.author.id, name: r.author.name }))
      : kind === 'organ'
        ? organs.data?.list.map((o) => ({ id: o.id, name: o.name }))
        : kind === 'periodical'
          ? journals.data?.map((j) => ({ id: j.id, name: j.name }))
          : words.data?.map((w) => ({ id: w.word, name: w.word }));
  const state = { author: authors, organ: organs, periodical: journals, subject: words }[kind];
  const label = L.choose(L.kinds[kind]);
  return (
    <Section title={label}>
      <QueryView state={{ ...state, data: items }} isEmpty={(d) => d.length === 0}>
        {(list) => (
          <LinkList aria-label={label}>
            {list.map((item) => (
              <li key={item.id}>
                <SiteLink href={quoteHref(kind, item.id)}>{item.name}</SiteLink>
              </li>
            ))}
          </LinkList>
        )}
      </QueryView>
    </Section>
  );
}

/** /quote/{author|organ|periodical|subject}/{id?} with cited and highlyCited: one entity's citation analysis. */
export function QuotePage() {
  // The rankings' headings name their tables (one heading printed, the table announced by it).
  const highlyCitedHeading = useId();
  const params = useParams();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const [page, setPage] = usePageParam();
  const { kind, id, sub } = quoteRouteOf(pathname, params.id);
  const data = useQuoteData(kind, id ?? '', listQueryOf(sub, page, ENTITY_PAGE_SIZE));
  if (!id) {
    return (
      <EntityMain>
        <PageTitle>
          {L.title} · {L.kinds[kind]}
        </PageTitle>
        <QuotePicker kind={kind} />
      </EntityMain>
    );
  }
  if (data.name.isError) return <ApiErrorView error={data.name.error} />;
  const tabs = (['report', 'cited', 'highlyCited'] as const).map((t) => ({
    label: L.tabs[t],
    href: quoteHref(kind, id, t === 'report' ? undefined : t),
    isCurrent: t === sub,
  }));
  const report =
    data.trend.data && data.list.data && sub === 'report' ? reportOf(data.trend.data, data.list.data.list) : undefined;
  const onExport = (name: string, value: CitationReport) => {
    saveFile(
      new Blob([citationReportCsv(value, entityLabels.citationReport)], { type: 'text/csv;charset=utf-8' }),
      entityLabels.citationReport.fileName(name),
    );
    dispatch(toastShown('success', L.exported));
  };
  return (
    <EntityMain>
      <PageTitle>
        {L.title} · {L.kinds[kind]} · {data.name.data ?? ''}
      </PageTitle>
      <EntityTabs label={L.title} tabs={tabs} />
      {sub === 'report' && (
        <>
          <Section
            title={L.tabs.report}
            aside={
              report && (
                <Button variant="secondary" onClick={() => onExport(data.name.data ?? id, report)}>
                  {L.export}
                </Button>
              )
            }
          >
            <QueryView state={{ ...data.list, data: report }}>
              {(value) => (
                <Facts aria-label={L.tabs.report}>
                  <dt>{S[0]}</dt>
                  <dd>{formatLargeCount(value.publications)}</dd>
                  <dt>{S[1]}</dt>
                  <dd>{formatLargeCount(value.citedPublications)}</dd>
                  <dt>{S[2]}</dt>
                  <dd>{formatLargeCount(value.totalCitations)}</dd>
                  <dt>{S[3]}</dt>
                  <dd>{value.citationsPerPublication}</dd>
                  <dt>{S[4]}</dt>
                  <dd>{value.hIndex}</dd>
                </Facts>
              )}
            </QueryView>
          </Section>
          <Section title={L.yearly}>
            <TrendChart
              isAnimated={false}
              label={L.yearly}
              series={
                report
                  ? [
                      { name: '发文量', points: report.byYear.map((r) => ({ year: r.year, value: r.publications })) },
                      { name: '引用量', points: report.byYear.map((r) => ({ year: r.year, value: r.citations })) },
                    ]
                  : []
              }
              isLoading={data.trend.isLoading}
              error={data.trend.isError ? entityLabels.pages.loadError : undefined}
              onRetry={() => void data.trend.refetch()}
              valueAxisName={measureAxisName(['发文量', '引用量'])}
              height="28rem"
            />
          </Section>
          {report && (
            <Section id={highlyCitedHeading} title={L.highlyCited}>
              <RankingTable
                labelledBy={highlyCitedHeading}
                valueLabel={entityLabels.author.citedCount}
                rows={report.mostCited.map((p, i) => ({
                  rank: i + 1,
                  name: p.title,
                  value: p.citedCount,
                  detail: String(p.year),
                }))}
              />
            </Section>
          )}
        </>
      )}
      {sub !== 'report' && (
        <LiteratureSection
          title={sub === 'cited' ? L.citing : L.highlyCited}
          state={data.list}
          page={page}
          onPage={setPage}
        />
      )}
    </EntityMain>
  );
}

export const page = definePage({
  Component: QuotePage,
  loader: async ({ store, params, url }) => {
    const { kind, id, sub } = quoteRouteOf(url.pathname, params.id);
    if (!id) {
      const picker = {
        author: () => store.dispatch(authorsApi.endpoints.getAuthorCitationRanking.initiate({})),
        organ: () =>
          store.dispatch(
            organizationsApi.endpoints.searchOrganizations.initiate({ conditions: [], pageNum: 1, pageSize: 20 }),
          ),
        periodical: () => store.dispatch(journalsApi.endpoints.getHotJournal.initiate({})),
        subject: () => store.dispatch(subjectsApi.endpoints.getWordRankings.initiate()),
      }[kind];
      await loadAll([picker()]);
      return { title: `${L.title} · ${L.kinds[kind]}` };
    }
    const requests = quoteRequests(store, kind, id, listQueryOf(sub, pageOf(url), ENTITY_PAGE_SIZE));
    const [name] = await Promise.all([settle(requests.name), loadAll(requests.rest)]);
    requireFound(name);
    const entityName = (name.data as { name?: string } | undefined)?.name ?? '';
    return { title: `${entityName} ${L.tabs[sub]} - ${L.title}` };
  },
  head: ({ data }) => ({ title: data.title }),
});
