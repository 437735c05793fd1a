import { useSearchParams } from 'react-router-dom';
import { documentLabels, findLiteratureType, formatLargeCount, type LiteratureTypeCode } from '@wenxian/domain';
import { settle } from '../../../app/settle';
import { literatureApi, useGetLiteratureQuery } from '../../../features/documents/literatureApi';
import { definePage } from '../../../app/routeModule';
import { requireFound } from '../../../features/entities/entityLoaders';
import { DocumentList, Fields, ReportSheet, ReportState } from './ReportSheet';
import { notFound } from './reportParams';

const L = documentLabels.reports;

const typeOf = (params: URLSearchParams): LiteratureTypeCode =>
  findLiteratureType(Number(params.get('type') ?? 1))?.code ?? 1;

/**
 * /pdf/report/download?id=&type=: a document's printable citation report — its record, counts, references,
 * the documents citing it and similar literature (the literature detail call).
 */
export function DocumentReportPrintPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const doc = useGetLiteratureQuery({ id, type: typeOf(params) });
  if (!doc.data) {
    return <ReportState title={L.documentTitle} failed={Boolean(doc.error)} onRetry={() => void doc.refetch()} />;
  }
  const d = doc.data;
  const fields: [string, string | undefined][] = [
    ['题名', d.title],
    ['作者', d.authors.map((a) => a.name).join('；') || undefined],
    ['机构', d.organizations?.map((o) => o.name).join('；')],
    ['来源', [d.source, d.year].filter(Boolean).join('，') || undefined],
    ['DOI', d.doi],
    ['关键词', d.keywords?.join('；')],
    ['摘要', d.abstract],
  ];
  return (
    <ReportSheet title={L.documentTitle} subtitle={d.title}>
      <h2>{L.documentInfo}</h2>
      <Fields>
        {fields
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </Fields>
      <h2>{L.counts}</h2>
      <Fields>
        <dt>{L.citedCount}</dt>
        <dd>{formatLargeCount(d.citedCount ?? 0)}</dd>
        <dt>{L.downloadCount}</dt>
        <dd>{formatLargeCount(d.downloadCount ?? 0)}</dd>
      </Fields>
      <h2>{L.references}</h2>
      <DocumentList items={d.references ?? []} />
      <h2>{L.citing}</h2>
      <DocumentList items={d.citing ?? []} />
      <h2>{L.similar}</h2>
      <DocumentList items={d.similar ?? []} />
    </ReportSheet>
  );
}

export const page = definePage({
  Component: DocumentReportPrintPage,
  loader: async ({ store, url }) => {
    const id = url.searchParams.get('id');
    if (!id) notFound();
    const result = requireFound(
      await settle(
        store.dispatch(literatureApi.endpoints.getLiterature.initiate({ id, type: typeOf(url.searchParams) })),
      ),
    );
    return { title: result.data?.title ?? '' };
  },
  head: ({ data }) => ({ title: `${data.title} - ${L.documentTitle}`, noindex: true }),
});
