import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import { entityLabels, buildQuery, measureAxisName } from '@wenxian/domain';
import { RankChart, RankingTable, SiteLink } from '@wenxian/ui';
import {
  journalsApi,
  useGetJournalAuthorsQuery,
  useGetJournalFundingTrendQuery,
  useGetJournalProjectFundingRankingQuery,
  useGetJournalReportQuery,
  useGetJournalReportYearsQuery,
  useGetJournalResearchBasisQuery,
  useGetJournalTrendQuery,
  useShowJournalQuery,
} from '../../../features/entities/journalsApi';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { definePage } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import { RankChartOf, ShareChartOf, TrendChartOf } from '../entityBlocks/EntityCharts';
import { QueryView } from '../../shared/QueryView';
import { loadAll } from '../../../features/entities/entityLoaders';
import { AlignedGrid, EntityMain, Grid, Section } from '../../shared/entityPageLayout';
import { ChosenLinkList } from '../entityBlocks/ChosenLinkList';
import { reportYearFigures } from './reportYearFigures';
import { TitledChart } from '../entityBlocks/TitledChart';
import { entityHref } from '../../../features/entities/entityLinks';
import { journalIdOf } from '../../../features/entities/journalPageArgs';
import { JournalHeader } from './JournalHeader';
import { loadJournalPage } from '../../../features/entities/journalLoader';

const L = entityLabels.pages.journal;
const A = entityLabels.author;

const reportYearOf = (search: URLSearchParams) => {
  const year = Number(search.get('year'));
  return Number.isInteger(year) && year > 0 ? year : undefined;
};

/** A journal's statistics and trends: publications and citations, funded papers, funds, hot words, authors, the yearly report. */
export function JournalDetailPage() {
  // The rankings' headings name their tables (one heading printed, the table announced by it).
  const authorsHeading = useId();
  const id = journalIdOf(useParams());
  const [search] = useSearchParams();
  const journal = useShowJournalQuery({ id });
  const trend = useGetJournalTrendQuery({ id });
  const funding = useGetJournalFundingTrendQuery({ id });
  const funds = useGetJournalProjectFundingRankingQuery({ id });
  const basis = useGetJournalResearchBasisQuery({ id });
  const authors = useGetJournalAuthorsQuery({ id });
  const years = useGetJournalReportYearsQuery({ id });
  const reportYear = reportYearOf(search) ?? years.data?.[0];
  const report = useGetJournalReportQuery({ id, year: reportYear }, { skip: reportYear === undefined });
  if (journal.isError) return <ApiErrorView error={journal.error} />;
  return (
    <EntityMain>
      <QueryView state={journal}>{(data) => <JournalHeader journal={data} current="detail" />}</QueryView>
      <Grid>
        <Section title={L.trend}>
          <TrendChartOf label={L.trend} state={trend} names={['发文量', '被引量']} />
        </Section>
        <Section title={L.fundingTrend}>
          <TrendChartOf label={L.fundingTrend} state={funding} names={['发文量']} />
        </Section>
        <Section title={L.fundRanking}>
          <RankChartOf
            label={L.fundRanking}
            state={funds}
            valueName={A.literatureCount}
            valueAxisName={measureAxisName([A.literatureCount])}
          />
        </Section>
        <Section title={L.researchBasis}>
          <ShareChartOf label={L.researchBasis} state={basis} valueName={A.literatureCount} />
        </Section>
      </Grid>
      <Section id={authorsHeading} title={L.authors}>
        <QueryView state={authors} isEmpty={(d) => d.length === 0}>
          {(rows) => (
            <RankingTable
              labelledBy={authorsHeading}
              valueLabel={A.literatureCount}
              rows={rows.map((a, i) => ({
                rank: i + 1,
                name: a.name,
                href: entityHref.author(a.id),
                detail: a.organName,
                value: a.literatureCount,
              }))}
            />
          )}
        </QueryView>
      </Section>
      <Section
        title={L.report}
        aside={
          <QueryView state={years} isEmpty={(d) => d.length === 0}>
            {(list) => (
              <ChosenLinkList aria-label={L.reportYear}>
                {list.slice(0, 6).map((y) => (
                  <li key={y}>
                    <SiteLink
                      href={`${href('/journal/:volume/detail', { volume: id })}${buildQuery([['year', String(y)]])}`}
                      aria-current={y === reportYear ? 'page' : undefined}
                    >
                      {y}
                    </SiteLink>
                  </li>
                ))}
              </ChosenLinkList>
            )}
          </QueryView>
        }
      >
        {reportYear !== undefined && (
          <QueryView state={report}>
            {(data) => (
              // The report's charts side by side start at one height.
              <AlignedGrid>
                {data.sections.map((section) => (
                  <TitledChart key={section.title} title={L.reportChart(data.year, section.title)}>
                    <RankChart
                      isAnimated={false}
                      label={L.reportChart(data.year, section.title)}
                      items={reportYearFigures(section.series, data.year)}
                      valueName={entityLabels.chart.count}
                      // A report's bars are its year's 发文量 and 被引量: the axis names both with their units.
                      valueAxisName={measureAxisName(section.series.map((s) => s.name))}
                      height="24rem"
                    />
                  </TitledChart>
                ))}
              </AlignedGrid>
            )}
          </QueryView>
        )}
      </Section>
    </EntityMain>
  );
}

export const page = definePage({
  Component: JournalDetailPage,
  loader: async ({ store, params, url }) => {
    const e = journalsApi.endpoints;
    const data = await loadJournalPage(store, params, (id) => [
      store.dispatch(e.getJournalTrend.initiate({ id })),
      store.dispatch(e.getJournalFundingTrend.initiate({ id })),
      store.dispatch(e.getJournalProjectFundingRanking.initiate({ id })),
      store.dispatch(e.getJournalResearchBasis.initiate({ id })),
      store.dispatch(e.getJournalAuthors.initiate({ id })),
      store.dispatch(e.getJournalReportYears.initiate({ id })),
    ]);
    // Already in the cache from the batch above: the default report year is the newest.
    const years = await settle(store.dispatch(e.getJournalReportYears.initiate({ id: data.id })));
    const year = reportYearOf(url.searchParams) ?? years.data?.[0];
    if (year !== undefined) await loadAll([store.dispatch(e.getJournalReport.initiate({ id: data.id, year }))]);
    return data;
  },
  head: ({ data }) => ({ title: `${data.name} ${L.trend}`, description: data.description }),
});
