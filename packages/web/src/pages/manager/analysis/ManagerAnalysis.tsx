import { useSearchParams } from 'react-router-dom';
import { Button, ShareChart } from '@wenxian/ui';
import {
  beijingYear,
  entityLabels,
  managerAnalyses,
  managerLabels,
  messages,
  toCsvSections,
  type ManagerAnalysisKey,
} from '@wenxian/domain';
import type { ManagerQuery } from '@wenxian/api';
import { settle } from '../../../app/settle';
import { saveFile } from '../../../features/shared/saveFile';
import { definePage, type PageDefinition } from '../../../app/routeModule';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { analysisQueryOf, useAnalysisQueryNavigation } from '../../../features/manager/analysisQuery';
import {
  isReportKey,
  managedJournalApi,
  useGetManagerAnalysisQuery,
  useGetManagerReportQuery,
  type AnalysisKey,
  type ReportKey,
} from '../../../features/manager/managedJournalApi';
import { ManagerFrame } from '../ManagerFrame';
import { managerHead } from '../managerHead';
import { Panel } from '../../shared/backOffice.styles';
import { AnalysisView, csvFileName, tableOf } from './AnalysisView';
import { CompetePicker } from './CompetePicker';
import { RangeForm } from './RangeForm';

const labels = managerLabels;

/** The current Beijing year: the last year an analysis range may name. */
const thisYear = () => beijingYear(Date.now());

function AnalysisBody({ analysisKey, name, query }: { analysisKey: AnalysisKey; name: string; query: ManagerQuery }) {
  const { data, error, isLoading, isFetching } = useGetManagerAnalysisQuery({ key: analysisKey, ...query });
  const go = useAnalysisQueryNavigation(query);
  if (error && !data) return <ApiErrorView error={error} />;
  return (
    <>
      {analysisKey === 'compete' ? (
        <CompetePicker
          managedId={query.journalId}
          chosen={(query.compareJournalIds ?? []).map((id) => ({
            id,
            name: data?.rankings.find((r) => r.id === id)?.name ?? id,
          }))}
          onChange={(journals) => go({ compareJournalIds: journals.map((j) => j.id) })}
        />
      ) : null}
      <div aria-busy={isFetching}>
        {isLoading || !data ? (
          <p role="status">{messages.loader.loading}</p>
        ) : (
          <>
            {analysisKey === 'subjectAnalysis' && data.rankings.length > 0 ? (
              // A distribution reads as parts of the whole: the journal's papers by discipline, before its trend.
              <Panel aria-label={labels.subjectShare}>
                <h2>{labels.subjectShare}</h2>
                <ShareChart
                  label={labels.subjectShare}
                  items={data.rankings}
                  valueName={entityLabels.author.literatureCount}
                  height="28rem"
                  isAnimated={false}
                />
              </Panel>
            ) : null}
            <AnalysisView name={name} analysis={data} />
          </>
        )}
      </div>
    </>
  );
}

function ReportBody({ reportKey, query }: { reportKey: ReportKey; query: ManagerQuery }) {
  const { data, error, isLoading, isFetching } = useGetManagerReportQuery({ key: reportKey, ...query });
  if (error && !data) return <ApiErrorView error={error} />;
  if (isLoading || !data) return <p role="status">{messages.loader.loading}</p>;
  const exportReport = () =>
    saveFile(
      new Blob([toCsvSections(data.sections.map((s) => ({ title: s.title, ...tableOf(s.analysis) })))], {
        type: 'text/csv;charset=utf-8',
      }),
      csvFileName(`${data.title}${data.year}`),
    );
  return (
    <div aria-busy={isFetching}>
      <Panel aria-label={data.title}>
        <h2>{data.title}</h2>
        <p>{labels.reportYear(data.year)}</p>
        <Button type="button" variant="primary" onClick={exportReport}>
          {labels.exportReport}
        </Button>
      </Panel>
      {data.sections.map((section) => (
        <section key={section.title} aria-labelledby={`section-${section.title}`}>
          <h2 id={`section-${section.title}`}>{section.title}</h2>
          <AnalysisView name={section.title} analysis={section.analysis} headingLevel={3} />
        </section>
      ))}
    </div>
  );
}

/** One analysis page of the manager area: the year range, the analysis and its export. */
export function ManagerAnalysis({ analysisKey }: { analysisKey: ManagerAnalysisKey }) {
  const [search] = useSearchParams();
  const query = analysisQueryOf(search);
  const entry = managerAnalyses.find((a) => a.key === analysisKey);
  const name = entry?.name ?? analysisKey;
  const go = useAnalysisQueryNavigation(query);
  return (
    <ManagerFrame title={name} intro={entry?.hint}>
      <RangeForm
        key={`${query.startYear ?? ''}-${query.endYear ?? ''}`}
        startYear={query.startYear}
        endYear={query.endYear}
        lastYear={thisYear()}
        onApply={(range) => go({ startYear: range.startYear, endYear: range.endYear })}
      />
      {isReportKey(analysisKey) ? (
        <ReportBody reportKey={analysisKey} query={query} />
      ) : (
        <AnalysisBody analysisKey={analysisKey} name={name} query={query} />
      )}
    </ManagerFrame>
  );
}

/** The route module of one analysis or report page: its data comes with the first response. */
export function analysisPage(key: ManagerAnalysisKey): PageDefinition<void> {
  const name = managerAnalyses.find((a) => a.key === key)?.name ?? key;
  return definePage({
    Component: () => <ManagerAnalysis analysisKey={key} />,
    loader: async ({ store, url }) => {
      const query = analysisQueryOf(url.searchParams);
      const { endpoints } = managedJournalApi;
      if (isReportKey(key)) await settle(store.dispatch(endpoints.getManagerReport.initiate({ key, ...query })));
      else await settle(store.dispatch(endpoints.getManagerAnalysis.initiate({ key: key as AnalysisKey, ...query })));
    },
    head: managerHead(name),
  });
}
