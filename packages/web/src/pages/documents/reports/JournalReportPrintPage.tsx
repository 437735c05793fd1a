import { useSearchParams } from 'react-router-dom';
import { documentLabels, journalTagNames } from '@wenxian/domain';
import { settle } from '../../../app/settle';
import {
  journalsApi,
  useGetJournalLatestUpdatesQuery,
  useGetJournalReportQuery,
  useGetJournalReportYearsQuery,
  useShowJournalQuery,
} from '../../../features/entities/journalsApi';
import { definePage } from '../../../app/routeModule';
import { requireFound } from '../../../features/entities/entityLoaders';
import { DocumentList, Fields, ReportSheet, ReportState, SeriesTable } from './ReportSheet';
import { notFound, yearOf } from './reportParams';

const L = documentLabels.reports;
const LATEST = { pageNum: 1, pageSize: 10 };

/**
 * /pdf/journal/download?id=&year=: a journal's printable report — its profile, the year's statistics of the
 * journal report call (the latest year when none is given) and its latest articles.
 */
export function JournalReportPrintPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const journal = useShowJournalQuery({ id });
  const years = useGetJournalReportYearsQuery({ id });
  const year = yearOf(params, years.data);
  const report = useGetJournalReportQuery({ id, year }, { skip: year === undefined });
  const latest = useGetJournalLatestUpdatesQuery({ ...LATEST, id });
  if (!journal.data) {
    return (
      <ReportState title={L.journalProfile} failed={Boolean(journal.error)} onRetry={() => void journal.refetch()} />
    );
  }
  const j = journal.data;
  const fields: [string, string | number | undefined][] = [
    ['英文刊名', j.nameEn],
    ['ISSN', j.issn],
    ['CN', j.cn],
    ['主办单位', j.hostOrgan],
    ['出版周期', j.frequency],
    ['创刊年', j.foundedYear],
    ['收录情况', journalTagNames(j.indexTags, j.indexTagEditions).join('、') || undefined],
    ['影响因子', j.impactFactor],
    ['综合影响因子', j.compositeImpactFactor],
    ['发文量', j.literatureCount],
  ];
  return (
    <ReportSheet title={L.journalTitle(j.name)} subtitle={year ? L.journalYear(year) : undefined}>
      <h2>{L.journalProfile}</h2>
      <Fields>
        {fields
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </Fields>
      {report.data?.sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2>{section.title}</h2>
          <SeriesTable caption={section.title} series={section.series} />
        </section>
      ))}
      <h2>{L.latest}</h2>
      <DocumentList items={latest.data?.list ?? []} />
    </ReportSheet>
  );
}

export const page = definePage({
  Component: JournalReportPrintPage,
  loader: async ({ store, url }) => {
    const id = url.searchParams.get('id');
    if (!id) notFound();
    const e = journalsApi.endpoints;
    const [journal, years] = await Promise.all([
      settle(store.dispatch(e.showJournal.initiate({ id }))).then(requireFound),
      settle(store.dispatch(e.getJournalReportYears.initiate({ id }))),
      settle(store.dispatch(e.getJournalLatestUpdates.initiate({ ...LATEST, id }))),
    ]);
    const year = yearOf(url.searchParams, years.data);
    if (year !== undefined) await settle(store.dispatch(e.getJournalReport.initiate({ id, year })));
    return { name: journal.data?.name ?? '' };
  },
  head: ({ data }) => ({ title: L.journalTitle(data.name), noindex: true }),
});
