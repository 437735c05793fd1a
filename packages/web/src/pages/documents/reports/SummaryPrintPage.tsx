import { useSearchParams } from 'react-router-dom';
import { documentLabels, searchKeywordOf } from '@wenxian/domain';
import { ChatBubble } from '@wenxian/ui';
import { settle } from '../../../app/settle';
import { reportsApi, useGetTopicSummaryQuery } from '../../../features/documents/reportsApi';
import { definePage } from '../../../app/routeModule';
import { DocumentList, ReportSheet, ReportState } from './ReportSheet';
import { notFound } from './reportParams';

const L = documentLabels.reports;
const topicOf = (params: URLSearchParams) => searchKeywordOf(params.toString());

/** /pdf/summary/download?k={topic}: the AI summary (综述) of a topic with its numbered references, printable. */
export function SummaryPrintPage() {
  const [params] = useSearchParams();
  const topic = topicOf(params);
  const summary = useGetTopicSummaryQuery(topic);
  if (!summary.data) {
    return (
      <ReportState
        title={L.summaryTitle(topic)}
        failed={Boolean(summary.error)}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return (
    <ReportSheet title={L.summaryTitle(topic)}>
      <h2>{L.summary}</h2>
      <ChatBubble sender="assistant" content={summary.data.content} />
      <h2>{L.summaryReferences}</h2>
      <DocumentList items={summary.data.references ?? []} />
    </ReportSheet>
  );
}

export const page = definePage({
  Component: SummaryPrintPage,
  loader: async ({ store, url }) => {
    const topic = topicOf(url.searchParams);
    if (!topic) notFound();
    await settle(store.dispatch(reportsApi.endpoints.getTopicSummary.initiate(topic)));
    return { topic };
  },
  head: ({ data }) => ({ title: L.summaryTitle(data.topic), noindex: true }),
});
